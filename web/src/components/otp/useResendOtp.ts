'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { OtpPurpose, useResendOtpMutation } from '@/__generated__/useResendOtpMutation.graphql';
import { toast } from '@/components/toast';
import { sendOutcome } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const resendOtpMutation = graphql`
  mutation useResendOtpMutation($input: ResendOtpInput!) {
    resendOtp(input: $input) {
      sent
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

/**
 * Sends a mobile OTP again (`resendOtp`); failures show the server's message as a toast (spec §8).
 * `userId` (sign-up) names the pending sign-up the code is for, so another sign-up of the number cannot take it.
 */
export function useResendOtp(purpose: OtpPurpose, mobile: string, countryCode: string, userId?: string): () => Promise<boolean> {
  const resend = usePromiseMutation<useResendOtpMutation>(resendOtpMutation);
  return useCallback(async () => {
    const outcome = await sendOutcome(async () => (await resend({ input: { mobile, countryCode, purpose, ...(userId ? { userId } : {}) } })).resendOtp);
    if (!outcome.sent) toast.error(outcome.message);
    else if (outcome.message) toast.success(outcome.message);
    return outcome.sent;
  }, [resend, mobile, countryCode, purpose, userId]);
}
