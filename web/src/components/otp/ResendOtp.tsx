'use client';

import { useState } from 'react';
import styles from '@/components/form/form.module.css';
import { formatCountdown, useCountdown } from './useCountdown';

/** Spec §9: seconds before an OTP may be sent again. */
export const RESEND_SECONDS = 60;

type ResendOtpProps = {
  /** Sends the OTP again; resolves true when it went out (the countdown then starts over). */
  onResend: () => Promise<boolean>;
  /** Seconds of the first countdown (default 60): a limit's `retry-after` when the OTP was held back. */
  initialSeconds?: number;
};

/** 'Resend OTP in 00:NN' (disabled) for 60 s after an OTP was sent, then a 'Resend OTP' link-button. */
export function ResendOtp({ onResend, initialSeconds = RESEND_SECONDS }: ResendOtpProps) {
  const { running, secondsLeft, restart } = useCountdown(RESEND_SECONDS, initialSeconds);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      if (await onResend()) restart();
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className={styles.link} disabled={running || sending} onClick={resend}>
      {running ? `Resend OTP in ${formatCountdown(secondsLeft)}` : 'Resend OTP'}
    </button>
  );
}
