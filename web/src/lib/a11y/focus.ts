const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The visible, enabled elements inside `container` that Tab reaches, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden],[inert]'),
  );
}

/** Moves focus to the first element marked `data-autofocus`, else the first tabbable one, else `container`. */
export function focusFirstIn(container: HTMLElement): void {
  const preferred = container.querySelector<HTMLElement>('[data-autofocus]');
  const target = preferred ?? tabbableIn(container)[0] ?? container;
  target.focus();
}

/** Makes Tab and Shift+Tab wrap around the tabbable elements of `container` (focus from outside enters it). */
export function keepTabWithin(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const tabbable = tabbableIn(container);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
