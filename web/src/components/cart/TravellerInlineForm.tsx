'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { TravellerInlineFormMutation } from '@/__generated__/TravellerInlineFormMutation.graphql';
import { pickerCountries } from '@/components/form/countries';
import { SelectField } from '@/components/form/SelectField';
import { FieldError, TextField } from '@/components/form/TextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { formValuesOf, travellerInputOf } from '@/components/travellers/travellerInput';
import { GENDER_CHOICES } from '@/lib/genders';
import { travellerFormField, travellerFormSchema, type TravellerFormValues } from '@/lib/validation';
import styles from './CheckoutPage.module.css';

const addTravellerMutation = graphql`
  mutation TravellerInlineFormMutation($input: AddTravellerInput!) {
    addTraveller(input: $input) {
      traveller {
        id
      }
      viewer {
        id
        ...CheckoutTravellers_viewer
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** The fields this short form shows (the profile's dialog has the rest: mobile, e-mail, relation, notes). */
const INLINE_FIELDS = ['firstname', 'lastname', 'gender', 'dateOfBirth', 'nationality', 'passportNumber', 'passportExpiry'] as const;

type TravellerInlineFormProps = { onAdded: (id: string) => void; onCancel: () => void };

/** 'Add a traveller' on /check-out (the profile's schema and mapping, `components/travellers`): saves the traveller (the server's field messages under the fields) and picks them. */
export function TravellerInlineForm({ onAdded, onCancel }: TravellerInlineFormProps) {
  const addTraveller = usePromiseMutation<TravellerInlineFormMutation>(addTravellerMutation);
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TravellerFormValues>({ resolver: zodResolver(travellerFormSchema()), defaultValues: formValuesOf(null) });

  const submit = handleSubmit(async (values) => {
    try {
      const { addTraveller: payload } = await addTraveller({ input: { traveller: travellerInputOf(values) } });
      if (payload.traveller) {
        toast.success('Traveller added');
        onAdded(payload.traveller.id);
        return;
      }
      let shown = false;
      for (const error of payload.userErrors) {
        const field = travellerFormField(error.field, INLINE_FIELDS);
        if (field) {
          setError(field, { message: error.message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) toast.error(failureMessage(payload));
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles.travellerForm}`} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        New traveller
      </h3>
      <p className={styles.muted}>Names and dates as in the passport.</p>
      <div className={styles.formGrid}>
        <TextField label="First name" autoComplete="off" registration={register('firstname')} error={errors.firstname?.message} autoFocus />
        <TextField label="Last name" autoComplete="off" registration={register('lastname')} error={errors.lastname?.message} />
        <SelectField label="Gender" options={GENDER_CHOICES} registration={register('gender')} error={errors.gender?.message} />
        <TextField label="Date of birth" type="date" registration={register('dateOfBirth')} error={errors.dateOfBirth?.message} />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-nationality`} className={formStyles.label}>
            Nationality
          </label>
          <select
            id={`${id}-nationality`}
            className={formStyles.input}
            aria-invalid={errors.nationality ? true : undefined}
            aria-describedby={`${id}-nationality-error`}
            {...register('nationality')}
          >
            {pickerCountries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-nationality-error`} message={errors.nationality?.message} />
        </div>
        <TextField label="Passport number (optional)" autoComplete="off" registration={register('passportNumber')} error={errors.passportNumber?.message} />
        <TextField label="Passport expiry (optional)" type="date" registration={register('passportExpiry')} error={errors.passportExpiry?.message} />
      </div>
      <div className={formStyles.actions}>
        <SubmitButton pending={isSubmitting}>{isSubmitting ? 'Saving…' : 'Save traveller'}</SubmitButton>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
