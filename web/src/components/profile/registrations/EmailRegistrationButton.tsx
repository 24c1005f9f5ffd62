'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { EmailRegistrationButtonMutation } from '@/__generated__/EmailRegistrationButtonMutation.graphql';
import { pendingButtonProps } from '@/components/form/pendingButton';
import { toast } from '@/components/toast';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const emailRegistrationMutation = graphql`
  mutation EmailRegistrationButtonMutation($input: EmailRegistrationInput!) {
    emailRegistration(input: $input) {
      email
      userErrors {
        message
      }
    }
  }
`;

/** 'E-mail summary': `emailRegistration`, then a toast naming the address it went to (aria-disabled while it runs: focus stays). */
export function EmailRegistrationButton({ id, name }: { id: string; name: string }) {
  const send = usePromiseMutation<EmailRegistrationButtonMutation>(emailRegistrationMutation);
  const [pending, setPending] = useState(false);
  const email = async () => {
    setPending(true);
    try {
      const { emailRegistration: result } = await send({ input: { id } });
      const error = firstUserError(result.userErrors);
      if (error || !result.email) toast.error(error ?? UNEXPECTED_ERROR_MESSAGE);
      else toast.success(`Summary sent to ${result.email}`);
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className="button button-secondary" {...pendingButtonProps(pending, () => void email())} aria-label={`E-mail a summary of the registration of ${name}`}>
      E-mail summary
    </button>
  );
}
