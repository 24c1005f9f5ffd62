'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toast';
import { passwordResetEmailSchema, type PasswordResetEmailValues } from '@/lib/validation';
import styles from '@/components/form/form.module.css';
import { FormError } from '@/components/form/FormError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { usePasswordResetRequest } from './usePasswordResetRequest';

type ResetEmailStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onOtpSent: (email: string) => void;
  onBack: () => void;
};

/** Password reset, step 1: the account's e-mail; an OTP goes there. */
export function ResetEmailStep({ email, onEmailChange, onOtpSent, onBack }: ResetEmailStepProps) {
  const requestReset = usePasswordResetRequest();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetEmailValues>({ resolver: zodResolver(passwordResetEmailSchema), defaultValues: { email } });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    onEmailChange(values.email);
    const result = await requestReset(values.email);
    if (!result.sent) {
      setFailure(result.message);
      return;
    }
    if (result.message) toast.success(result.message);
    onOtpSent(values.email);
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>Enter the e-mail address of your account. We will send you an OTP to reset your password.</p>
      <FormError message={failure} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Send OTP</SubmitButton>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            onEmailChange(getValues('email'));
            onBack();
          }}
        >
          Back to Login
        </button>
      </div>
    </form>
  );
}
