'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { usePasswordResetRequestMutation } from '@/__generated__/usePasswordResetRequestMutation.graphql';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
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

export type PasswordResetRequestResult = { sent: true; message: string | null } | { sent: false; message: string };

/** Sends the password-reset OTP to the account's e-mail (first send and every resend). */
export function usePasswordResetRequest(): (email: string) => Promise<PasswordResetRequestResult> {
  const request = usePromiseMutation<usePasswordResetRequestMutation>(requestPasswordResetMutation);
  return useCallback(
    async (email) => {
      try {
        const { requestPasswordReset } = await request({ input: { email } });
        if (requestPasswordReset.sent) return { sent: true, message: requestPasswordReset.message ?? null };
        return { sent: false, message: failureMessage(requestPasswordReset) };
      } catch {
        return { sent: false, message: UNEXPECTED_ERROR_MESSAGE };
      }
    },
    [request],
  );
}
