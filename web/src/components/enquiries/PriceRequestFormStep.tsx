'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { PriceRequestFormStepMutation } from '@/__generated__/PriceRequestFormStepMutation.graphql';
import formStyles from '@/components/form/form.module.css';
import { FormError } from '@/components/form/FormError';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { toast } from '@/components/toast';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { verifiedNumberTokenFor } from '@/state/verifiedNumber';
import type { EnquiryOtpTarget, RequestedPackage } from '@/state/ui-store';
import { LEAD_UNEXPECTED_MESSAGE, readEnquiryOtpPayload } from './enquiryOtpPayload';
import { priceRequestFieldOf, priceRequestFormSchema, type PriceRequestData, type PriceRequestDraft } from './priceRequestForm';

export type { PriceRequestDraft } from './priceRequestForm';

const createPriceEnquiryMutation = graphql`
  mutation PriceRequestFormStepMutation($input: CreatePriceEnquiryInput!) {
    createPriceEnquiry(input: $input) {
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

type PriceRequestFormStepProps = {
  requested: RequestedPackage;
  /** The form as last typed, kept when the edit icon comes back here. */
  draft: PriceRequestDraft;
  onDraftChange: (draft: PriceRequestDraft) => void;
  onOtpStep: (target: EnquiryOtpTarget, resendSeconds: number | undefined) => void;
  /** Stored verified at once (a number this browser already proved): no OTP step. */
  onVerified: (target: EnquiryOtpTarget) => void;
};

/** The price request form: Name, E-mail, Mobile (country picker), the package (read-only), Submit. */
export function PriceRequestFormStep({ requested, draft, onDraftChange, onOtpStep, onVerified }: PriceRequestFormStepProps) {
  const createPriceEnquiry = usePromiseMutation<PriceRequestFormStepMutation>(createPriceEnquiryMutation);
  const [formError, setFormError] = useState<string>();
  const packageFieldId = useId();
  const form = useForm<PriceRequestDraft, unknown, PriceRequestData>({ resolver: zodResolver(priceRequestFormSchema), defaultValues: draft });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ name, email, mobile, countryCode }) => {
    onDraftChange(getValues());
    setFormError(undefined);
    try {
      const { createPriceEnquiry: payload } = await createPriceEnquiry({
        input: {
          packageId: requested.pid,
          name,
          email,
          mobile,
          countryCode,
          pageUrl: window.location.href,
          verifiedNumberToken: verifiedNumberTokenFor(mobile, countryCode) ?? null,
        },
      });
      const outcome = readEnquiryOtpPayload(payload, { mobile, countryCode });
      if (outcome.step === 'done') {
        onVerified(outcome.target);
        return;
      }
      if (outcome.step === 'otp') {
        if (outcome.notice) toast[outcome.notice.kind](outcome.notice.message);
        onOtpStep(outcome.target, outcome.resendSeconds);
        return;
      }
      const field = priceRequestFieldOf(outcome.field);
      if (field) setError(field, { message: outcome.message }, { shouldFocus: true });
      else setFormError(outcome.message);
    } catch {
      setFormError(LEAD_UNEXPECTED_MESSAGE);
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <TextField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} data-autofocus="" />
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
        name="phone"
        countryName="country"
        country={watch('country')}
        error={errors.phone?.message}
      />
      <div className={formStyles.field}>
        <label htmlFor={packageFieldId} className={formStyles.label}>
          Package
        </label>
        <input id={packageFieldId} className={formStyles.input} value={requested.ptitle} readOnly />
      </div>
      <FormError message={formError} />
      <div className={formStyles.actions}>
        <SubmitButton pending={isSubmitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}
