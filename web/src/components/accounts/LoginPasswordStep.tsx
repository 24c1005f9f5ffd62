'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInWithPassword } from '@/auth/credentials';
import { toast } from '@/components/toast';
import { loginPasswordSchema, type LoginPasswordValues } from '@/lib/validation';
import { withGlobalLoading } from '@/relay/mutationCalls';
import styles from '@/components/form/form.module.css';
import { FormError } from '@/components/form/FormError';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';

type LoginPasswordStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  onResetPassword: () => void;
  onUseOtp: () => void;
};

/** Login by e-mail and password: 'Sign In', 'Reset Password', 'Login with OTP'. */
export function LoginPasswordStep({ email, onEmailChange, onSignedIn, onResetPassword, onUseOtp }: LoginPasswordStepProps) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginPasswordValues>({
    resolver: zodResolver(loginPasswordSchema),
    defaultValues: { email, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await withGlobalLoading(() => signInWithPassword({ email: values.email, password: values.password }));
    if (result.ok) {
      onSignedIn();
      return;
    }
    setFailure(result.message);
    // Shown twice, said once: the form's alert announces it.
    toast.error(result.message, { announce: false });
  });

  const leave = (next: () => void) => () => {
    onEmailChange(getValues('email'));
    next();
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormError message={failure} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus=""
        registration={register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Sign In</SubmitButton>
        <button type="button" className={styles.secondary} onClick={leave(onUseOtp)}>
          Login with OTP
        </button>
      </div>
      <div className={styles.linkRow}>
        <button type="button" className={styles.link} onClick={leave(onResetPassword)}>
          Reset Password
        </button>
      </div>
    </form>
  );
}
