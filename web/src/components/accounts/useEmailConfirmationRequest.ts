'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useEmailConfirmationRequestMutation } from '@/__generated__/useEmailConfirmationRequestMutation.graphql';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const requestEmailConfirmationMutation = graphql`
  mutation useEmailConfirmationRequestMutation {
    requestEmailConfirmation {
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

export type EmailConfirmationRequestResult = { sent: true; message: string | null } | { sent: false; message: string };

/** E-mails the signed-in user a code to confirm their address (first send and every resend). */
export function useEmailConfirmationRequest(): () => Promise<EmailConfirmationRequestResult> {
  const request = usePromiseMutation<useEmailConfirmationRequestMutation>(requestEmailConfirmationMutation);
  return useCallback(async () => {
    try {
      const { requestEmailConfirmation } = await request({});
      if (requestEmailConfirmation.sent) return { sent: true, message: requestEmailConfirmation.message ?? null };
      return { sent: false, message: failureMessage(requestEmailConfirmation) };
    } catch {
      return { sent: false, message: UNEXPECTED_ERROR_MESSAGE };
    }
  }, [request]);
}
