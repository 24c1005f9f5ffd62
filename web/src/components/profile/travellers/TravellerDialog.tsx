'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { TravellerDialog_traveller$key } from '@/__generated__/TravellerDialog_traveller.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { travellerFormField, travellerFormSchema, type TravellerFormValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '../profile.module.css';
import { GENDER_CHOICES } from '@/lib/genders';
import { DIAL_CODE_OPTIONS, nationalityOptions } from './travellerOptions';
import { formValuesOf, travellerInputOf, type TravellerSaveResult } from '@/components/travellers/travellerInput';
import { useAddTraveller } from './useAddTraveller';
import { useUpdateTraveller } from './useUpdateTraveller';

const travellerDialogFragment = graphql`
  fragment TravellerDialog_traveller on Traveller {
    id
    firstname
    lastname
    gender
    dateOfBirth
    nationalNumber
    countryCode
    email
    nationality
    passportNumber
    passportExpiry
    relation
    notes
  }
`;

type TravellerDialogProps = { traveller: TravellerDialog_traveller$key | null; onClose: () => void };

/**
 * 'Add traveller' / 'Edit traveller': the form checks names, date of birth and e-mail itself (shared rules);
 * every user error the gateway answers (mobile, passport…) shows next to its field, others above the form.
 */
export function TravellerDialog({ traveller: travellerRef, onClose }: TravellerDialogProps) {
  const traveller = useFragment(travellerDialogFragment, travellerRef);
  const add = useAddTraveller();
  const update = useUpdateTraveller();
  const [failure, setFailure] = useState<string>();
  const defaultValues = useMemo(() => formValuesOf(traveller ?? null), [traveller]);
  const fields = Object.keys(defaultValues);
  const { register, handleSubmit, setError, formState } = useForm<TravellerFormValues>({
    resolver: zodResolver(travellerFormSchema()),
    defaultValues,
  });
  const { errors } = formState;

  const showUserErrors = (result: TravellerSaveResult) => {
    const unplaced: string[] = [];
    result.userErrors.forEach((error, index) => {
      const field = travellerFormField(error.field, fields);
      if (field) setError(field, { message: error.message }, { shouldFocus: index === 0 });
      else unplaced.push(error.message);
    });
    setFailure(unplaced[0]);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const input = travellerInputOf(values);
      const result = traveller ? await update(traveller.id, input) : await add(input);
      if (!result.traveller) return showUserErrors(result);
      toast.success(traveller ? 'Traveller updated' : 'Traveller added');
      onClose();
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  const field = (name: keyof TravellerFormValues) => ({ registration: register(name), error: errors[name]?.message });
  return (
    <Dialog title={traveller ? 'Edit traveller' : 'Add traveller'} onClose={onClose} className={styles.wideDialog}>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <FormError message={failure} />
        <p className={styles.hint}>Names and passport details exactly as in the passport.</p>
        <div className={styles.formGrid}>
          <TextField label="First name" autoComplete="off" {...field('firstname')} data-autofocus="" />
          <TextField label="Last name" autoComplete="off" {...field('lastname')} />
          <SelectField label="Gender" options={GENDER_CHOICES} {...field('gender')} />
          <TextField label="Date of birth" type="date" {...field('dateOfBirth')} />
          <SelectField label="Nationality" options={nationalityOptions(traveller?.nationality)} {...field('nationality')} />
          <TextField label="E-mail (optional)" type="email" autoComplete="off" {...field('email')} />
          <SelectField label="Dial code" options={DIAL_CODE_OPTIONS} {...field('countryCode')} />
          <TextField label="Mobile (optional)" type="tel" inputMode="tel" autoComplete="off" {...field('mobile')} />
          <TextField label="Passport number (optional)" autoComplete="off" {...field('passportNumber')} />
          <TextField label="Passport expiry" type="date" {...field('passportExpiry')} />
          <TextField label="Relation (optional)" placeholder="e.g. Mother" autoComplete="off" {...field('relation')} />
          <TextField label="Notes for the team (optional)" autoComplete="off" {...field('notes')} />
        </div>
        <div className={formStyles.actions}>
          <SubmitButton pending={formState.isSubmitting}>{traveller ? 'Save changes' : 'Add traveller'}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
