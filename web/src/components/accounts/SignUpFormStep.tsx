'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { SignUpFormStepMutation } from '@/__generated__/SignUpFormStepMutation.graphql';
import { toast } from '@/components/toast';
import { siteName } from '@/config/site';
import { getDeviceInfo } from '@/lib/device/deviceInfo';
import { resendGapSeconds } from '@/components/otp/resendGap';
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

/** What a sign-up was sent with. */
type SignUpFields = Pick<SignUpData, 'email' | 'mobile' | 'countryCode' | 'password'>;

/** The last sign-up whose OTP went out, with the fields it was sent with. */
export type SentSignUp = { pending: PendingSignUp; fields: SignUpFields };

const sameFields = (a: SignUpFields, b: SignUpFields) =>
  a.email === b.email && a.mobile === b.mobile && a.countryCode === b.countryCode && a.password === b.password;

type SignUpFormStepProps = {
  draft: SignUpValues;
  onDraftChange: (draft: SignUpValues) => void;
  /** The sign-up whose OTP went out last (kept when the edit icon comes back here), or null. */
  lastSent: SentSignUp | null;
  /** To the OTP step; `resendSeconds` is the resend gap's wait when the code went out under a minute ago. */
  onOtpSent: (sent: SentSignUp, resendSeconds?: number) => void;
};

/**
 * The sign-up form: E-mail, Mobile (country picker), Password, 'Sign Up'. Sent again unchanged after the edit icon
 * while the resend gap holds a new code back, it goes back to the OTP step of the code already sent (the server's
 * 'Please wait N seconds…' stays the toast, and the countdown shows the N).
 */
export function SignUpFormStep({ draft, onDraftChange, lastSent, onOtpSent }: SignUpFormStepProps) {
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
    const fields = { email, mobile, countryCode, password };
    try {
      const { signUp: result } = await signUp({
        input: { email, mobile, countryCode, password, device: getDeviceInfo() },
      });
      if (result.userId) {
        toast.success(result.message ?? SIGN_UP_OTP_SENT_MESSAGE);
        onOtpSent({ pending: { userId: result.userId, mobile: result.mobile ?? mobile, countryCode, password }, fields });
        return;
      }
      const message = failureMessage(result);
      toast.error(message);
      const wait = resendGapSeconds(message);
      if (wait !== null && lastSent && sameFields(lastSent.fields, fields)) onOtpSent(lastSent, wait);
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
