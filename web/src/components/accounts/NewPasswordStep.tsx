'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { NewPasswordStepResetMutation } from '@/__generated__/NewPasswordStepResetMutation.graphql';
import { signInWithPassword } from '@/auth/credentials';
import { toast } from '@/components/toast';
import { setNewPasswordSchema, type SetNewPasswordValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError, withGlobalLoading } from '@/relay/mutationCalls';
import styles from '@/components/form/form.module.css';
import { FormError } from '@/components/form/FormError';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const resetPasswordMutation = graphql`
  mutation NewPasswordStepResetMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      email
      mobile
      userErrors {
        code
        message
        field
      }
    }
  }
`;

type NewPasswordStepProps = {
  email: string;
  verifyToken: string;
  onSignedIn: () => void;
};

/** 'Set New Password': new and confirm (spec §5 rules); then signs in with the e-mail and the new password. */
export function NewPasswordStep({ email, verifyToken, onSignedIn }: NewPasswordStepProps) {
  const resetPassword = usePromiseMutation<NewPasswordStepResetMutation>(resetPasswordMutation);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetNewPasswordValues>({
    resolver: zodResolver(setNewPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const fail = (message: string) => {
    setFailure(message);
    // Shown twice, said once: the form's alert announces it.
    toast.error(message, { announce: false });
  };

  const submit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    setFailure(undefined);
    let accountEmail: string;
    try {
      const { resetPassword: result } = await resetPassword({ input: { verifyToken, newPassword, confirmPassword } });
      const error = firstUserError(result.userErrors);
      if (error) return fail(error);
      if (result.message) toast.success(result.message);
      accountEmail = result.email ?? email;
    } catch {
      return fail(UNEXPECTED_ERROR_MESSAGE);
    }
    const signedIn = await withGlobalLoading(() => signInWithPassword({ email: accountEmail, password: newPassword }));
    if (!signedIn.ok) return fail(signedIn.message);
    onSignedIn();
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormError message={failure} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}
