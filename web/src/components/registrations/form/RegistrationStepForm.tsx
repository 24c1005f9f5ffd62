'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationStepForm_registration$key } from '@/__generated__/RegistrationStepForm_registration.graphql';
import { FormError } from '@/components/form/FormError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { registrationStepSchema, type RegistrationFormStep, type RegistrationStepValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from './RegistrationForm.module.css';
import { StepFieldInput, type PickerOptions } from './StepFieldInput';
import { REGISTRATION_STEP_TITLES, STEP_FORMS } from './stepForms';
import { formFieldOf, stepDefaults, stepInputOf } from './stepValues';
import { useSaveRegistrationStep } from './useSaveRegistrationStep';

const registrationStepFormFragment = graphql`
  fragment RegistrationStepForm_registration on Registration {
    id
    package { id }
    personal { firstname lastname gender dateOfBirth email nationalNumber countryCode nationality }
    passport { passportNumber issueDate expiryDate issuePlace }
    address { line1 line2 countryCode cityId city pincode }
    emergencyContact { name relation nationalNumber countryCode }
    medicalDeclaration { hasConditions conditions fitToTravel }
  }
`;

const SAVED_OF = { PERSONAL: 'personal', PASSPORT: 'passport', ADDRESS: 'address', EMERGENCY_CONTACT: 'emergencyContact', MEDICAL_DECLARATION: 'medicalDeclaration' } as const;

type RegistrationStepFormProps = {
  step: RegistrationFormStep;
  registration: RegistrationStepForm_registration$key | null;
  options: PickerOptions;
  /** The package the page was opened for (its global ID), the personal step's default. */
  packageId: string | null;
  onSaved: (registrationId: string, nextStep: string | null) => void;
};

/** One step of the registration: its fields (react-hook-form + the shared rules), saved by `saveRegistrationStep`. */
export function RegistrationStepForm({ step, registration: registrationRef, options, packageId, onSaved }: RegistrationStepFormProps) {
  const registration = useFragment(registrationStepFormFragment, registrationRef);
  const save = useSaveRegistrationStep();
  const [failure, setFailure] = useState<string>();
  const saved = registration?.[SAVED_OF[step]] as Record<string, unknown> | null | undefined;
  const defaultValues = useMemo(() => stepDefaults(step, step === 'PERSONAL' ? { ...saved, packageId: registration?.package?.id } : saved, packageId), [step, saved, registration, packageId]);
  const { register, handleSubmit, setError, watch, formState } = useForm<RegistrationStepValues>({ resolver: zodResolver(registrationStepSchema(step)), defaultValues });
  const { errors } = formState;
  const fields = STEP_FORMS[step].fields;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await save({ id: registration?.id ?? null, ...stepInputOf(step, values) });
      if (result.registration) return onSaved(result.registration.id, result.registration.nextStep ?? null);
      const unplaced: string[] = [];
      result.userErrors.forEach((error, index) => {
        const field = formFieldOf(error.field, [...fields.map((spec) => spec.name), 'city']);
        if (field) setError(field, { message: error.message }, { shouldFocus: index === 0 });
        else unplaced.push(error.message);
      });
      setFailure(unplaced[0]);
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  const message = (name: string) => errors[name]?.message as string | undefined;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={REGISTRATION_STEP_TITLES[step]}>
      <p className={styles.hint}>{STEP_FORMS[step].hint}</p>
      <FormError message={failure} />
      <div className={styles.grid}>
        {fields.map((spec) => (
          <StepFieldInput key={spec.name} spec={spec} register={register} error={message(spec.name)} options={options} countryCode={String(watch('countryCode') ?? '')} cityError={message('city')} />
        ))}
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting}>Save and continue</SubmitButton>
      </div>
    </form>
  );
}
