'use client';

import { THANK_YOU_MS, useAfterDelay } from './useAfterDelay';
import styles from './enquiries.module.css';

/** Spec §2: the get-a-call popup's last step. */
export const CALL_THANK_YOU = 'Thank you! Our agent will call you shortly.';

/**
 * The get-a-call thank-you, shown for 8 s (spec §9); then `onDone` closes the popup. It takes the focus the
 * removed Submit had (`data-autofocus`, for `DialogStep`): so it is read out, and focus stays in the dialog.
 */
export function CallBackThanks({ onDone }: { onDone: () => void }) {
  useAfterDelay(THANK_YOU_MS.call, onDone);
  return (
    <div className={styles.thanks} role="status" tabIndex={-1} data-autofocus="">
      <CheckMark />
      <p className={styles.thanksText}>{CALL_THANK_YOU}</p>
    </div>
  );
}

/** The tick above a thank-you text. */
export function CheckMark() {
  return (
    <svg className={styles.check} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="m17 29 7 7 15-16" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
