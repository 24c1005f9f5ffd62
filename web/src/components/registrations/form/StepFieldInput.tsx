'use client';

import type { UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { GENDER_CHOICES } from '@/lib/genders';
import type { RegistrationStepValues } from '@/lib/validation';
import { CheckboxField, TextareaField } from './ChoiceFields';
import { CityField } from './CityField';
import type { StepFieldSpec } from './stepForms';

export type Option = { value: string; label: string };
export type PickerOptions = { packages: Option[]; countries: Option[]; dialCodes: Option[] };

type StepFieldInputProps = {
  spec: StepFieldSpec;
  register: UseFormRegister<RegistrationStepValues>;
  error: string | undefined;
  options: PickerOptions;
  /** The address step's chosen country (its cities are listed for `city` fields). */
  countryCode: string;
  cityError: string | undefined;
};

/** One field of a registration step, by its kind. */
export function StepFieldInput({ spec, register, error, options, countryCode, cityError }: StepFieldInputProps) {
  const common = { label: spec.label, registration: register(spec.name), error };
  switch (spec.kind) {
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'textarea':
      return <TextareaField {...common} />;
    case 'gender':
      return <SelectField {...common} options={GENDER_CHOICES} />;
    case 'package':
      return <SelectField {...common} options={[{ value: '', label: 'Choose…' }, ...options.packages]} />;
    case 'country':
      return <SelectField {...common} options={[{ value: '', label: 'Choose…' }, ...options.countries]} autoComplete="country" />;
    case 'dialCode':
      return <SelectField {...common} options={options.dialCodes} />;
    case 'city':
      return <CityField countryCode={countryCode} cityId={common} city={{ registration: register('city'), error: cityError }} />;
    default:
      return <TextField {...common} type={spec.kind} autoComplete={spec.autoComplete ?? 'off'} />;
  }
}
