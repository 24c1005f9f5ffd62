/**
 * Moves focus to a heading, made focusable (tabIndex -1, out of the Tab order) when it is not: a screen reader reads
 * it and the next Tab starts from there. For when the control that had focus is gone (a page left, a row deleted).
 */
export function focusHeading(heading: HTMLElement | null, options?: FocusOptions): void {
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus(options);
}
