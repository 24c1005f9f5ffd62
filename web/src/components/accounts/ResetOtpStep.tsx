'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ResetOtpStepVerifyMutation } from '@/__generated__/ResetOtpStepVerifyMutation.graphql';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { OtpStep } from '@/components/otp/OtpStep';
import { usePasswordResetRequest } from './usePasswordResetRequest';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const verifyResetOtpMutation = graphql`
  mutation ResetOtpStepVerifyMutation($input: VerifyPasswordResetOtpInput!) {
    verifyPasswordResetOtp(input: $input) {
      verifyToken
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

type ResetOtpStepProps = {
  email: string;
  onEdit: () => void;
  onVerified: (verifyToken: string) => void;
};

/** Password reset, step 2: the OTP from the e-mail returns the token that allows a new password. */
export function ResetOtpStep({ email, onEdit, onVerified }: ResetOtpStepProps) {
  const verifyOtp = usePromiseMutation<ResetOtpStepVerifyMutation>(verifyResetOtpMutation);
  const requestReset = usePasswordResetRequest();

  const verify = useCallback(
    async (otp: string) => {
      try {
        const { verifyPasswordResetOtp } = await verifyOtp({ input: { email, otp } });
        if (verifyPasswordResetOtp.verifyToken) {
          onVerified(verifyPasswordResetOtp.verifyToken);
          return undefined;
        }
        return failureMessage(verifyPasswordResetOtp);
      } catch {
        return UNEXPECTED_ERROR_MESSAGE;
      }
    },
    [verifyOtp, email, onVerified],
  );

  const resend = useCallback(async () => {
    const result = await requestReset(email);
    if (!result.sent) toast.error(result.message);
    else if (result.message) toast.success(result.message);
    return result.sent;
  }, [requestReset, email]);

  return <OtpStep recipient={email} editLabel="Edit e-mail address" onEdit={onEdit} onVerify={verify} onResend={resend} />;
}
