import { tabbableIn } from '@/lib/a11y/focus';

/**
 * The dates arrive after the date picker opened and put focus on its first control, 'Close': focus moves to the
 * first date that can be chosen, unless the reader has moved it since.
 */
export function focusFirstDate(form: HTMLFormElement | null): void {
  const dialog = form?.closest<HTMLElement>('[role="dialog"]');
  const firstDate = form?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)');
  if (!dialog || !firstDate) return;
  const active = document.activeElement;
  const untouched = !active || active === document.body || active === dialog || !dialog.contains(active) || active === tabbableIn(dialog)[0];
  if (untouched) firstDate.focus();
}
