import { focusHeading } from './focusHeading';

/**
 * After a client-side navigation: focus to the new page's main heading (its <h1>, else <main>), so the page is
 * announced and Tab goes on from its top instead of from the link that led there. A URL with a #fragment is left
 * to its target, and focus a dialog took (a popup that opened on the new page) stays in it.
 */
export function focusPageHeading(): void {
  if (window.location.hash.length > 1 || document.activeElement?.closest('[role="dialog"]')) return;
  const main = document.getElementById('main');
  focusHeading(main?.querySelector('h1') ?? main, { preventScroll: true });
}
