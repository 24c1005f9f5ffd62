'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useEmailConfirmationRequestMutation } from '@/__generated__/useEmailConfirmationRequestMutation.graphql';
import { sendOutcome, type SendOutcome } from '@/relay/mutationCalls';
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

/** E-mails the signed-in user a code to confirm their address (first send and every resend). */
export function useEmailConfirmationRequest(): () => Promise<SendOutcome> {
  const request = usePromiseMutation<useEmailConfirmationRequestMutation>(requestEmailConfirmationMutation);
  return useCallback(() => sendOutcome(async () => (await request({})).requestEmailConfirmation), [request]);
}
