'use client';

import { useCallback } from 'react';
import { signInWithOtp } from '@/auth/credentials';
import type { LoginPhone } from '@/lib/validation';
import { withGlobalLoading } from '@/relay/mutationCalls';
import { OtpStep } from '@/components/otp/OtpStep';
import { useResendOtp } from '@/components/otp/useResendOtp';

type LoginOtpStepProps = {
  phone: LoginPhone;
  /** The first resend countdown when the code went out under a minute ago (the resend gap's wait); default 60 s. */
  resendSeconds?: number | undefined;
  onEdit: () => void;
  onSignedIn: () => void;
};

/** Login by OTP, step 2: the code sent to the mobile number signs in through next-auth. */
export function LoginOtpStep({ phone, resendSeconds, onEdit, onSignedIn }: LoginOtpStepProps) {
  const resend = useResendOtp('SIGN_IN', phone.mobile, phone.countryCode);
  const verify = useCallback(
    async (otp: string) => {
      const result = await withGlobalLoading(() =>
        signInWithOtp({ otp, number: phone.mobile, countrycode: phone.countryCode }),
      );
      if (!result.ok) return result.message;
      onSignedIn();
      return undefined;
    },
    [phone, onSignedIn],
  );
  return (
    <OtpStep
      recipient={`${phone.countryCode} ${phone.mobile}`}
      editLabel="Edit mobile number"
      onEdit={onEdit}
      onVerify={verify}
      onResend={resend}
      resendSeconds={resendSeconds}
    />
  );
}
