'use client';

import { useCallback, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { EnquiryOtpStepResendMutation } from '@/__generated__/EnquiryOtpStepResendMutation.graphql';
import type { EnquiryOtpStepVerifyMutation } from '@/__generated__/EnquiryOtpStepVerifyMutation.graphql';
import { OtpStep } from '@/components/otp/OtpStep';
import { toast } from '@/components/toast';
import { validationMessages } from '@/lib/validation';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import type { EnquiryOtpTarget } from '@/state/ui-store';
import { rememberVerifiedNumber } from '@/state/verifiedNumber';

const verifyMutation = graphql`
  mutation EnquiryOtpStepVerifyMutation($input: VerifyEnquiryOtpInput!) {
    verifyEnquiryOtp(input: $input) {
      verified
      verifiedNumberToken
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

const resendMutation = graphql`
  mutation EnquiryOtpStepResendMutation($input: ResendEnquiryOtpInput!) {
    resendEnquiryOtp(input: $input) {
      otpSent
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

type EnquiryOtpStepProps = {
  /** The lead the code is for (spec §3 'phone number and enquiry ID for OTP'). */
  target: EnquiryOtpTarget;
  /** Back to the form; the same lead is sent again from there. */
  onEdit: () => void;
  /** The code was right: show the thank-you step. */
  onVerified: (message: string | null) => void;
  /** The text under a wrong code; default 'Please enter valid OTP' (the get-a-call popup shows 'Invalid OTP'). */
  wrongOtpMessage?: string;
  /** Replaces 'OTP sent to …'. */
  sentText?: ReactNode;
  /** The first resend countdown when the OTP was held back by a limit (its `retryAfterSeconds`). */
  resendSeconds?: number;
};

/** The OTP step of every lead (call-back, price, quick, footer, Zoom): `verifyEnquiryOtp` and `resendEnquiryOtp`. */
export function EnquiryOtpStep({ target, onEdit, onVerified, wrongOtpMessage = validationMessages.otpInvalidInline, sentText, resendSeconds }: EnquiryOtpStepProps) {
  const verify = usePromiseMutation<EnquiryOtpStepVerifyMutation>(verifyMutation);
  const resend = usePromiseMutation<EnquiryOtpStepResendMutation>(resendMutation);

  const onVerify = useCallback(
    async (otp: string) => {
      try {
        const { verifyEnquiryOtp: payload } = await verify({ input: { ...target, otp } });
        if (payload.verified) {
          // The number is proven for a while: the next lead of it needs no OTP (state/verifiedNumber.ts).
          if (payload.verifiedNumberToken) rememberVerifiedNumber({ mobile: target.mobile, countryCode: target.countryCode, token: payload.verifiedNumberToken });
          onVerified(payload.message ?? null);
          return undefined;
        }
        return payload.userErrors[0]?.code === 'INVALID_OTP' ? wrongOtpMessage : failureMessage(payload);
      } catch {
        return UNEXPECTED_ERROR_MESSAGE;
      }
    },
    [verify, target, onVerified, wrongOtpMessage],
  );

  const onResend = useCallback(async () => {
    try {
      const { resendEnquiryOtp: payload } = await resend({ input: target });
      if (payload.otpSent) {
        if (payload.message) toast.success(payload.message);
        return true;
      }
      toast.error(failureMessage(payload));
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
    return false;
  }, [resend, target]);

  return (
    <OtpStep
      recipient={`${target.countryCode} ${target.mobile}`}
      editLabel="Edit mobile number"
      onEdit={onEdit}
      onVerify={onVerify}
      onResend={onResend}
      sentText={sentText}
      resendSeconds={resendSeconds}
    />
  );
}
