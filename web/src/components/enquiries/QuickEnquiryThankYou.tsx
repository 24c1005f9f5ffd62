'use client';

import styles from './QuickEnquiry.module.css';
import { THANK_YOU_MS, useAfterDelay } from './useAfterDelay';

/**
 * Spec §2: the enquiry's thank-you, shown for 3 s (spec §9) before `onDone`. It takes the focus the removed
 * Submit had (`data-autofocus`, for the step's `focusFirstIn`), so it is read out.
 */
export function QuickEnquiryThankYou({ onDone }: { onDone: () => void }) {
  useAfterDelay(THANK_YOU_MS.enquiry, onDone);
  return (
    <div className={styles.thanks} role="status" tabIndex={-1} data-autofocus="">
      <p className={styles.thanksTitle}>THANK YOU!</p>
      <p>Our travel advisor will get in touch with you shortly</p>
    </div>
  );
}
