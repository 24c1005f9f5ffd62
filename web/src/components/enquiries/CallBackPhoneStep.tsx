'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { z } from 'zod';
import type { CallBackPhoneStepMutation } from '@/__generated__/CallBackPhoneStepMutation.graphql';
import formStyles from '@/components/form/form.module.css';
import { FormError } from '@/components/form/FormError';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { toast } from '@/components/toast';
import { supportPhone } from '@/config/contact';
import { callWidgetPhoneSchema, type CallWidgetPhoneValues } from '@/lib/validation';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { verifiedNumberTokenFor } from '@/state/verifiedNumber';
import type { CallPopupVariant, EnquiryOtpTarget } from '@/state/ui-store';
import { LEAD_UNEXPECTED_MESSAGE, readEnquiryOtpPayload } from './enquiryOtpPayload';
import styles from './enquiries.module.css';

const requestCallBackMutation = graphql`
  mutation CallBackPhoneStepMutation($input: RequestCallBackInput!) {
    requestCallBack(input: $input) {
      enquiryId
      otpSent
      verified
      retryAfterSeconds
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

/** Spec §2: the label of the number. */
export const CALL_PHONE_LABEL = 'Enter your mobile No.';

type CallBackPhone = z.output<typeof callWidgetPhoneSchema>;

type CallBackPhoneStepProps = {
  variant: CallPopupVariant;
  /** The number as last typed, kept when the edit icon comes back here. */
  draft: CallWidgetPhoneValues;
  onDraftChange: (draft: CallWidgetPhoneValues) => void;
  onOtpStep: (target: EnquiryOtpTarget, resendSeconds: number | undefined) => void;
  /** Stored verified at once (a number this browser already proved): no OTP step. */
  onVerified: () => void;
};

/** Get-a-call step 1: 'Enter your mobile No.' with the country picker (spec §5 call widget rule), Submit. */
export function CallBackPhoneStep({ variant, draft, onDraftChange, onOtpStep, onVerified }: CallBackPhoneStepProps) {
  const requestCallBack = usePromiseMutation<CallBackPhoneStepMutation>(requestCallBackMutation);
  const [formError, setFormError] = useState<string>();
  const form = useForm<CallWidgetPhoneValues, unknown, CallBackPhone>({ resolver: zodResolver(callWidgetPhoneSchema), defaultValues: draft });
  const {
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ mobile, countryCode }) => {
    onDraftChange(getValues());
    setFormError(undefined);
    try {
      const { requestCallBack: payload } = await requestCallBack({
        input: { mobile, countryCode, pageUrl: window.location.href, verifiedNumberToken: verifiedNumberTokenFor(mobile, countryCode) ?? null },
      });
      const outcome = readEnquiryOtpPayload(payload, { mobile, countryCode });
      if (outcome.step === 'done') {
        onVerified();
      } else if (outcome.step === 'otp') {
        if (outcome.notice) toast[outcome.notice.kind](outcome.notice.message);
        onOtpStep(outcome.target, outcome.resendSeconds);
      } else if (outcome.field === 'mobile' || outcome.field === 'countryCode') {
        setError('mobile', { message: outcome.message }, { shouldFocus: true });
      } else {
        setFormError(outcome.message);
      }
    } catch {
      setFormError(LEAD_UNEXPECTED_MESSAGE);
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      {variant === 'widget' ? (
        <p className={formStyles.intro}>Get the itinerary, prices and departure dates from our travel advisor.</p>
      ) : (
        <p className={formStyles.intro}>
          Call us 24/7 at{' '}
          <a href={supportPhone.href} className={styles.tel}>
            {supportPhone.display}
          </a>{' '}
          or leave your number and our agent will call you back.
        </p>
      )}
      <PhoneField
        label={CALL_PHONE_LABEL}
        form={form}
        name="mobile"
        countryName="country"
        country={watch('country')}
        error={errors.mobile?.message}
        autoFocus
      />
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton pending={isSubmitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}
