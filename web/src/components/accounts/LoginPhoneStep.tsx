'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { LoginPhoneStepRequestOtpMutation } from '@/__generated__/LoginPhoneStepRequestOtpMutation.graphql';
import { toast } from '@/components/toast';
import { getDeviceInfo } from '@/lib/device/deviceInfo';
import { loginPhoneSchema, type LoginPhone, type LoginPhoneValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '@/components/form/form.module.css';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { readSignInOtpPayload } from './signInOtpPayload';

const requestOtpMutation = graphql`
  mutation LoginPhoneStepRequestOtpMutation($input: RequestSignInOtpInput!) {
    requestSignInOtp(input: $input) {
      sent
      message
      resendAfterSeconds
      userErrors {
        code
        message
        field
      }
    }
  }
`;

type LoginPhoneStepProps = {
  draft: LoginPhoneValues;
  onDraftChange: (draft: LoginPhoneValues) => void;
  /** A code is waiting for `phone`: sent now, or under a minute ago (`resendSeconds`: the wait before another). */
  onOtpSent: (phone: LoginPhone, resendSeconds: number | undefined) => void;
  onUsePassword: () => void;
};

/** Login step 1: mobile number with the country picker, 'Request OTP' or 'Login with Password'. */
export function LoginPhoneStep({ draft, onDraftChange, onOtpSent, onUsePassword }: LoginPhoneStepProps) {
  const requestOtp = usePromiseMutation<LoginPhoneStepRequestOtpMutation>(requestOtpMutation);
  const form = useForm<LoginPhoneValues, unknown, LoginPhone>({ resolver: zodResolver(loginPhoneSchema), defaultValues: draft });
  const {
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (phone) => {
    onDraftChange(getValues());
    try {
      const { requestSignInOtp } = await requestOtp({
        input: { mobile: phone.mobile, countryCode: phone.countryCode, device: getDeviceInfo() },
      });
      const outcome = readSignInOtpPayload(requestSignInOtp);
      if (outcome.step === 'otp') {
        toast[outcome.notice.kind](outcome.notice.message);
        onOtpSent(phone, outcome.resendSeconds);
        return;
      }
      setError('mobile', { message: outcome.message });
      toast.error(outcome.message);
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>Sign in with a one-time password sent to your mobile number.</p>
      <PhoneField
        label="Mobile Number"
        form={form}
        name="mobile"
        countryName="country"
        country={watch('country')}
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
