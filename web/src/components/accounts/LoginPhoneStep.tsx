'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { LoginPhoneStepRequestOtpMutation } from '@/__generated__/LoginPhoneStepRequestOtpMutation.graphql';
import { toast } from '@/components/toast';
import { getDeviceInfo } from '@/lib/device/deviceInfo';
import { loginPhoneSchema, type LoginPhone, type LoginPhoneValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '@/components/form/form.module.css';
import { checkMobileOnBlur } from '@/components/form/mobileBlurCheck';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const requestOtpMutation = graphql`
  mutation LoginPhoneStepRequestOtpMutation($input: RequestSignInOtpInput!) {
    requestSignInOtp(input: $input) {
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

/** Spec §8: the login OTP request was refused. */
export const INVALID_LOGIN_PHONE_MESSAGE = 'Please enter a valid phone number';
/** Spec §8: the OTP went out. */
export const LOGIN_OTP_SENT_MESSAGE = 'Please check OTP sent on your phone number';

type LoginPhoneStepProps = {
  draft: LoginPhoneValues;
  onDraftChange: (draft: LoginPhoneValues) => void;
  onOtpSent: (phone: LoginPhone) => void;
  onUsePassword: () => void;
};

/** Login step 1: mobile number with the country picker, 'Request OTP' or 'Login with Password'. */
export function LoginPhoneStep({ draft, onDraftChange, onOtpSent, onUsePassword }: LoginPhoneStepProps) {
  const requestOtp = usePromiseMutation<LoginPhoneStepRequestOtpMutation>(requestOtpMutation);
  const {
    control,
    register,
    handleSubmit,
    getFieldState,
    clearErrors,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginPhoneValues, unknown, LoginPhone>({ resolver: zodResolver(loginPhoneSchema), defaultValues: draft });

  const submit = handleSubmit(async (phone) => {
    onDraftChange(getValues());
    try {
      const { requestSignInOtp } = await requestOtp({
        input: { mobile: phone.mobile, countryCode: phone.countryCode, device: getDeviceInfo() },
      });
      if (requestSignInOtp.sent) {
        toast.success(requestSignInOtp.message ?? LOGIN_OTP_SENT_MESSAGE);
        onOtpSent(phone);
        return;
      }
      const rateLimited = requestSignInOtp.userErrors.find((error) => error.code === 'RATE_LIMITED');
      const message = rateLimited?.message ?? INVALID_LOGIN_PHONE_MESSAGE;
      setError('mobile', { message });
      toast.error(message);
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>Sign in with a one-time password sent to your mobile number.</p>
      <PhoneField
        label="Mobile Number"
        control={control}
        countryName="country"
        country={watch('country')}
        registration={register('mobile', {
          onBlur: (event: FocusEvent<HTMLInputElement>) =>
            checkMobileOnBlur({ getFieldState, setError, clearErrors }, getValues('country'), event.target.value),
        })}
        error={errors.mobile?.message}
        autoFocus
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Request OTP</SubmitButton>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            onDraftChange(getValues());
            onUsePassword();
          }}
        >
          Login with Password
        </button>
      </div>
    </form>
  );
}
