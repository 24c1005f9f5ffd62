'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { QuickEnquiryFieldsMutation } from '@/__generated__/QuickEnquiryFieldsMutation.graphql';
import { FormError } from '@/components/form/FormError';
import formStyles from '@/components/form/form.module.css';
import { PhoneField } from '@/components/form/PhoneField';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { toast } from '@/components/toast';
import type { CountryCode } from '@/lib/validation';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import type { EnquiryOtpTarget } from '@/state/ui-store';
import { verifiedNumberTokenFor } from '@/state/verifiedNumber';
import { CommentField } from './CommentField';
import { LEAD_UNEXPECTED_MESSAGE, readEnquiryOtpPayload } from './enquiryOtpPayload';
import { PackagePicker } from './PackagePicker';
import {
  personChoices,
  quickEnquiryFormSchema,
  quickEnquiryInput,
  type QuickEnquiryData,
  type QuickEnquiryForm,
  type QuickEnquiryValues,
} from './quickEnquiryForm';
import styles from './QuickEnquiry.module.css';

const submitQuickEnquiryMutation = graphql`
  mutation QuickEnquiryFieldsMutation($input: SubmitQuickEnquiryInput!) {
    submitQuickEnquiry(input: $input) {
      enquiryId
      otpSent
      verified
      retryAfterSeconds
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

/** A stored enquiry waiting for its OTP; `resendSeconds` when a limit held the code back. */
export type SentQuickEnquiry = { target: EnquiryOtpTarget; resendSeconds: number | undefined };

/** The gateway's input field names on this form's fields. */
const FIELD_OF_INPUT: Partial<Record<string, Path<QuickEnquiryValues>>> = {
  name: 'name',
  email: 'email',
  mobile: 'phone',
  countryCode: 'phone',
  persons: 'person',
  packageIds: 'packages',
};

type QuickEnquiryFieldsProps = {
  form: QuickEnquiryForm;
  /** 'wide': fields side by side where there is room (footer, search overlay); 'popup': one column. */
  layout: 'popup' | 'wide';
  draft: QuickEnquiryValues;
  onDraftChange: (draft: QuickEnquiryValues) => void;
  onSent: (sent: SentQuickEnquiry) => void;
  /** Stored verified at once (a number this browser already proved): no OTP step. */
  onVerified: (target: EnquiryOtpTarget) => void;
};

/** The quick enquiry's form step: name, e-mail, phone, persons, packages, comment; `submitQuickEnquiry`. */
export function QuickEnquiryFields({ form, layout, draft, onDraftChange, onSent, onVerified }: QuickEnquiryFieldsProps) {
  const submitQuickEnquiry = usePromiseMutation<QuickEnquiryFieldsMutation>(submitQuickEnquiryMutation);
  const [formError, setFormError] = useState<string>();
  const enquiryForm = useForm<QuickEnquiryValues, unknown, QuickEnquiryData>({ resolver: zodResolver(quickEnquiryFormSchema), defaultValues: draft });
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = enquiryForm;

  const submit = handleSubmit(async (data: QuickEnquiryData) => {
    onDraftChange(getValues());
    setFormError(undefined);
    const fields = quickEnquiryInput(form, data, window.location.href);
    const input = { ...fields, verifiedNumberToken: verifiedNumberTokenFor(fields.mobile, fields.countryCode) ?? null };
    try {
      const { submitQuickEnquiry: payload } = await submitQuickEnquiry({ input });
      // Stored whenever `enquiryId` is set: the OTP step follows, even when a limit held the code back.
      const outcome = readEnquiryOtpPayload(payload, { mobile: input.mobile, countryCode: input.countryCode });
      if (outcome.step === 'done') {
        onVerified(outcome.target);
        return;
      }
      if (outcome.step === 'otp') {
        if (outcome.notice) toast[outcome.notice.kind](outcome.notice.message);
        onSent({ target: outcome.target, resendSeconds: outcome.resendSeconds });
        return;
      }
      const field = outcome.field ? FIELD_OF_INPUT[outcome.field] : undefined;
      if (field) setError(field, { message: outcome.message }, { shouldFocus: true });
      else setFormError(outcome.message);
    } catch {
      setFormError(LEAD_UNEXPECTED_MESSAGE);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles[layout]}`} noValidate onSubmit={submit}>
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
        label="Phone"
        form={enquiryForm}
        name="phone"
        countryName="country"
        country={watch('country') as CountryCode}
        error={errors.phone?.message}
      />
      <SelectField label="No. of Persons" options={personChoices} registration={register('person')} error={errors.person?.message} />
      <div className={styles.packagesField}>
        <Controller
          control={control}
          name="packages"
          render={({ field }) => (
            <PackagePicker
              label="Packages"
              value={field.value.map((item) => ({ id: item.packageid, title: item.packagename }))}
              onChange={(chosen) => field.onChange(chosen.map((item) => ({ packageid: item.id, packagename: item.title })))}
              onBlur={field.onBlur}
              error={errors.packages?.message}
            />
          )}
        />
      </div>
      <div className={styles.commentField}>
        <CommentField label="Comment" registration={register('comment')} />
      </div>
      {formError ? (
        <div className={styles.actionsRow}>
          <FormError message={formError} />
        </div>
      ) : null}
      <div className={`${formStyles.actions} ${styles.actionsRow}`}>
        <SubmitButton pending={isSubmitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}
