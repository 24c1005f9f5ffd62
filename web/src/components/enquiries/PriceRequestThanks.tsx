'use client';

import { CheckMark } from './CallBackThanks';
import { THANK_YOU_MS, useAfterDelay } from './useAfterDelay';
import styles from './enquiries.module.css';

/** Spec §2: the price popup's last step. */
export const PRICE_THANK_YOU_HEADING = 'THANK YOU!';
export const PRICE_THANK_YOU_TEXT = 'Our travel advisor will get in touch with you shortly';

/**
 * The price request's thank-you, shown for 3 s (spec §9); then `onDone` closes and moves on. It takes the
 * focus the removed Submit had (`data-autofocus`, for `DialogStep`): so it is read out, and focus stays in the dialog.
 */
export function PriceRequestThanks({ onDone }: { onDone: () => void }) {
  useAfterDelay(THANK_YOU_MS.enquiry, onDone);
  return (
    <div className={styles.thanks} role="status" tabIndex={-1} data-autofocus="">
      <CheckMark />
      <p className={styles.thanksHeading}>{PRICE_THANK_YOU_HEADING}</p>
      <p className={styles.thanksText}>{PRICE_THANK_YOU_TEXT}</p>
    </div>
  );
}
