'use client';

import { useCallback, useRef } from 'react';
import { graphql } from 'react-relay';
import type { SignUpOtpStepVerifyMutation } from '@/__generated__/SignUpOtpStepVerifyMutation.graphql';
import { signInWithPassword } from '@/auth/credentials';
import { toast } from '@/components/toast';
import { getDeviceInfo } from '@/lib/device/deviceInfo';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE, withGlobalLoading } from '@/relay/mutationCalls';
import { OtpStep } from '@/components/otp/OtpStep';
import type { PendingSignUp } from './SignUpFormStep';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { useResendOtp } from '@/components/otp/useResendOtp';

const verifySignUpOtpMutation = graphql`
  mutation SignUpOtpStepVerifyMutation($input: VerifySignUpOtpInput!) {
    verifySignUpOtp(input: $input) {
      verified
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

type SignUpOtpStepProps = {
  pending: PendingSignUp;
  /** The first resend countdown when the resend gap held a new code back (default 60 s). */
  resendSeconds?: number;
  onEdit: () => void;
  onSignedIn: () => void;
};

/** 'Enter OTP' of the sign-up: verifies the mobile, then signs in with the number and the password. */
export function SignUpOtpStep({ pending, resendSeconds, onEdit, onSignedIn }: SignUpOtpStepProps) {
  const verifyOtp = usePromiseMutation<SignUpOtpStepVerifyMutation>(verifySignUpOtpMutation);
  const resend = useResendOtp('SIGN_UP', pending.mobile, pending.countryCode, pending.userId);
  // The OTP is single-use: once verified, a retry after a failed sign-in must only sign in again.
  const verifiedUserId = useRef<string | null>(null);

  const verify = useCallback(
    async (otp: string) => {
      if (verifiedUserId.current !== pending.userId) {
        try {
          const { verifySignUpOtp } = await verifyOtp({
            input: { userId: pending.userId, otp, device: getDeviceInfo() },
          });
          if (!verifySignUpOtp.verified) {
            return failureMessage(verifySignUpOtp);
          }
        } catch {
          return UNEXPECTED_ERROR_MESSAGE;
        }
        verifiedUserId.current = pending.userId;
      }
      const signedIn = await withGlobalLoading(() =>
        signInWithPassword({ number: pending.mobile, countrycode: pending.countryCode, password: pending.password }),
      );
      if (!signedIn.ok) {
        toast.error(signedIn.message);
        return signedIn.message;
      }
      onSignedIn();
      return undefined;
    },
    [verifyOtp, pending, onSignedIn],
  );

  return (
    <OtpStep
      recipient={`${pending.countryCode} ${pending.mobile}`}
      editLabel="Edit mobile number"
      onEdit={onEdit}
      onVerify={verify}
      onResend={resend}
      resendSeconds={resendSeconds}
    />
  );
}
