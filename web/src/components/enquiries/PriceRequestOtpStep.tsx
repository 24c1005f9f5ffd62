'use client';

import type { EnquiryOtpTarget } from '@/state/ui-store';
import { EnquiryOtpStep } from './EnquiryOtpStep';
import styles from './enquiries.module.css';

/** Spec §2: the heading of the price popup's OTP step. */
export const PRICE_OTP_HEADING = 'Verify Your Mobile Number';

type PriceRequestOtpStepProps = {
  target: EnquiryOtpTarget;
  resendSeconds: number | undefined;
  onEdit: () => void;
  /** The code was right; `message` is the server's (spec §8 'Query submitted successfully soon you will notified'). */
  onVerified: (message: string | null) => void;
};

/** 'Verify Your Mobile Number' with 'OTP has been sent to MOBILE'; a wrong code shows 'Please enter valid OTP'. */
export function PriceRequestOtpStep({ target, resendSeconds, onEdit, onVerified }: PriceRequestOtpStepProps) {
  return (
    <>
      <h3 className={styles.stepHeading}>{PRICE_OTP_HEADING}</h3>
      <EnquiryOtpStep
        target={target}
        resendSeconds={resendSeconds}
        onEdit={onEdit}
        onVerified={onVerified}
        sentText={
          <>
            OTP has been sent to <span dir="ltr">{`${target.countryCode} ${target.mobile}`}</span>
          </>
        }
      />
    </>
  );
}
