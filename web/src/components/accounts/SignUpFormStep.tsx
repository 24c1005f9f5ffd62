'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { SignUpFormStepMutation } from '@/__generated__/SignUpFormStepMutation.graphql';
import { toast } from '@/components/toast';
import { siteName } from '@/config/site';
import { getDeviceInfo } from '@/lib/device/deviceInfo';
import { signUpSchema, type SignUpData, type SignUpValues } from '@/lib/validation';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '@/components/form/form.module.css';
import { PasswordField } from '@/components/form/PasswordField';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const signUpMutation = graphql`
  mutation SignUpFormStepMutation($input: SignUpInput!) {
    signUp(input: $input) {
      userId
      mobile
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

/** Spec §4: the toast when the sign-up OTP went out (unless the server words it). */
export const SIGN_UP_OTP_SENT_MESSAGE = 'OTP has been sent to the mobile for verify';

/** A sign-up waiting for its OTP: what the OTP step and the sign-in after it need. */
export type PendingSignUp = { userId: string; mobile: string; countryCode: string; password: string };

type SignUpFormStepProps = {
  draft: SignUpValues;
  onDraftChange: (draft: SignUpValues) => void;
  onOtpSent: (pending: PendingSignUp) => void;
};

/** The sign-up form: E-mail, Mobile (country picker), Password, 'Sign Up'. */
export function SignUpFormStep({ draft, onDraftChange, onOtpSent }: SignUpFormStepProps) {
  const signUp = usePromiseMutation<SignUpFormStepMutation>(signUpMutation);
  const form = useForm<SignUpValues, unknown, SignUpData>({ resolver: zodResolver(signUpSchema), defaultValues: draft });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ email, mobile, countryCode, password }) => {
    onDraftChange(getValues());
    try {
      const { signUp: result } = await signUp({
        input: { email, mobile, countryCode, password, device: getDeviceInfo() },
      });
      if (result.userId) {
        toast.success(result.message ?? SIGN_UP_OTP_SENT_MESSAGE);
        onOtpSent({ userId: result.userId, mobile: result.mobile ?? mobile, countryCode, password });
        return;
      }
      toast.error(failureMessage(result));
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h3 className={styles.welcome}>Welcome to {siteName}</h3>
      <p className={styles.intro}>Please enter your mobile number to receive a verification code</p>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <PhoneField
        label="Mobile"
        form={form}
        name="mobile"
        countryName="country"
        country={watch('country')}
        error={errors.mobile?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Sign Up</SubmitButton>
      </div>
    </form>
  );
}
