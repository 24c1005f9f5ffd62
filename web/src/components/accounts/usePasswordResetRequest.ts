'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { usePasswordResetRequestMutation } from '@/__generated__/usePasswordResetRequestMutation.graphql';
import { sendOutcome, type SendOutcome } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const requestPasswordResetMutation = graphql`
  mutation usePasswordResetRequestMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
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

/** Sends the password-reset OTP to the account's e-mail (first send and every resend). */
export function usePasswordResetRequest(): (email: string) => Promise<SendOutcome> {
  const request = usePromiseMutation<usePasswordResetRequestMutation>(requestPasswordResetMutation);
  return useCallback((email: string) => sendOutcome(async () => (await request({ input: { email } })).requestPasswordReset), [request]);
}
