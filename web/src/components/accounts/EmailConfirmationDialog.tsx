'use client';

import { useSession } from '@/auth/useSession';
import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { EmailConfirmationDialogMutation } from '@/__generated__/EmailConfirmationDialogMutation.graphql';
import { toast } from '@/components/toast';
import styles from '@/components/form/form.module.css';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { Dialog } from '@/components/dialog/Dialog';
import { DialogStep } from '@/components/dialog/DialogStep';
import { FormError } from '@/components/form/FormError';
import { OtpStep } from '@/components/otp/OtpStep';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useEmailConfirmationRequest } from './useEmailConfirmationRequest';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const confirmEmailMutation = graphql`
  mutation EmailConfirmationDialogMutation($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) {
      viewer {
        id
        emailVerified
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;

/** Shown after a successful confirmation (no spec text; the api's own message is 'E-mail verified'). */
export const EMAIL_CONFIRMED_MESSAGE = 'E-mail verified';

export type ConfirmEmailDialogProps = { email: string; onClose: () => void };

/**
 * 'Confirm e-mail' from the account menu: sends a code to the account's e-mail, then the shared OTP step.
 * Until it is confirmed the e-mail cannot sign in or reset the password (issue 6, item 4). On success the
 * session is re-read (the menu item goes) and the dialog closes.
 */
export function EmailConfirmationDialog({ email, onClose }: ConfirmEmailDialogProps) {
  const { update } = useSession();
  const requestCode = useEmailConfirmationRequest();
  const confirm = usePromiseMutation<EmailConfirmationDialogMutation>(confirmEmailMutation);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await requestCode();
    setSending(false);
    if (!result.sent) return setError(result.message);
    setError(undefined);
    if (result.message) toast.success(result.message);
    setSent(true);
  };

  const resend = useCallback(async () => {
    const result = await requestCode();
    if (!result.sent) toast.error(result.message);
    else if (result.message) toast.success(result.message);
    return result.sent;
  }, [requestCode]);

  const verify = useCallback(
    async (otp: string) => {
      try {
        const { confirmEmail } = await confirm({ input: { otp } });
        if (!confirmEmail.viewer?.emailVerified) return failureMessage(confirmEmail);
      } catch {
        return UNEXPECTED_ERROR_MESSAGE;
      }
      toast.success(EMAIL_CONFIRMED_MESSAGE);
      await update();
      onClose();
      return undefined;
    },
    [confirm, update, onClose],
  );

  return (
    <Dialog title="Confirm e-mail" onClose={onClose}>
      {/* A step per key: on 'Send OTP' the button is gone, so the OTP step takes the focus. */}
      <DialogStep key={sent ? 'otp' : 'send'}>
        {sent ? (
          <OtpStep recipient={email} onVerify={verify} onResend={resend} />
        ) : (
          <form className={styles.form} noValidate onSubmit={send}>
            <p className={styles.intro}>
              Until your e-mail is confirmed, sign in with your mobile number. We will send a 4-digit OTP to{' '}
              <strong dir="ltr">{email}</strong>.
            </p>
            <FormError message={error} />
            <div className={styles.actions}>
              <SubmitButton pending={sending} autoFocus>
                Send OTP
              </SubmitButton>
            </div>
          </form>
        )}
      </DialogStep>
    </Dialog>
  );
}
