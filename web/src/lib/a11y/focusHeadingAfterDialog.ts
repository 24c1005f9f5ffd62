import { focusHeading } from './focusHeading';

/**
 * `focusHeading` on the element with `id` once the dialog that was open has closed and handed focus back: after a
 * delete or a removal the control that had focus is gone, so focus would otherwise drop to the page.
 */
export function focusHeadingAfterDialog(id: string): void {
  window.setTimeout(() => focusHeading(document.getElementById(id)), 0);
}
