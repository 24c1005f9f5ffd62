import type { RegistrationFormStep, RegistrationStepValues } from '@/lib/validation';
import { STEP_FORMS } from './stepForms';

type Saved = Record<string, unknown> | null | undefined;

/** What a step's form starts from: the saved values (resuming), else empty fields, +91 and India. */
export function stepDefaults(step: RegistrationFormStep, saved: Saved, packageId: string | null): RegistrationStepValues {
  const values: RegistrationStepValues = {};
  for (const field of STEP_FORMS[step].fields) {
    const value = saved?.[field.name === 'mobile' ? 'nationalNumber' : field.name];
    values[field.name] = field.kind === 'checkbox' ? value === true : typeof value === 'string' ? value : '';
  }
  if (step === 'ADDRESS') values.city = typeof saved?.city === 'string' ? saved.city : '';
  if ('countryCode' in values && values.countryCode === '') values.countryCode = step === 'ADDRESS' ? 'IN' : '+91';
  if (step === 'PERSONAL') {
    values.nationality ||= 'IN';
    values.packageId ||= packageId ?? '';
  }
  return values;
}

/** The `saveRegistrationStep` input of a step's valid values (blank optional fields as null). */
export function stepInputOf(step: RegistrationFormStep, values: RegistrationStepValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) input[name] = typeof value === 'string' ? value.trim() || null : value;
  return { [STEP_FORMS[step].input]: input };
}

/** A gateway user error's field (`personal.mobile`) as the form field it belongs to, or null. */
export function formFieldOf(field: string | null | undefined, fields: readonly string[]): string | null {
  const name = field?.split('.').slice(1).join('.') ?? '';
  return fields.includes(name) ? name : null;
}
