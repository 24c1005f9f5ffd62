'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { ChangePasswordDialogMutation } from '@/__generated__/ChangePasswordDialogMutation.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE, failureMessage } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const changePasswordMutation = graphql`
  mutation ChangePasswordDialogMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      message
      userErrors {
        message
        field
      }
    }
  }
`;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const fieldOf = (field: string | null | undefined) => FIELDS.find((name) => name === field);

/** 'Change password': spec §5 rules on the new password and its confirmation; the server's message on failure. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const changePassword = usePromiseMutation<ChangePasswordDialogMutation>(changePasswordMutation);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      const { changePassword: result } = await changePassword({ input });
      if (!result.ok) {
        const [first] = result.userErrors;
        const field = fieldOf(first?.field);
        if (first && field) setError(field, { message: first.message }, { shouldFocus: true });
        else setFailure(failureMessage(result));
        return;
      }
      toast.success(result.message ?? 'Password changed successfully');
      onClose();
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <Dialog title="Change password" onClose={onClose}>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <FormError message={failure} />
        <PasswordField label="Current Password" autoComplete="current-password" registration={register('currentPassword')} error={errors.currentPassword?.message} autoFocus />
        <PasswordField label="New Password" autoComplete="new-password" registration={register('newPassword')} error={errors.newPassword?.message} />
        <PasswordField label="Confirm Password" autoComplete="new-password" registration={register('confirmPassword')} error={errors.confirmPassword?.message} />
        <div className={formStyles.actions}>
          <SubmitButton pending={formState.isSubmitting}>Change password</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
