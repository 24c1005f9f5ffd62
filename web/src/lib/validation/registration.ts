import { REGISTRATION_MESSAGES as M, registrationStepProblems, type RegistrationStepName } from '@pilgrim/schema/rules';
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { z } from './zod';
import { nationalNumber } from './phone';

export type RegistrationFormStep = Exclude<RegistrationStepName, 'DOCUMENTS'>;

/** A step form's values: text fields as typed, the medical declaration's two checkboxes as booleans. */
export type RegistrationStepValues = Record<string, string | boolean>;

/** The steps whose form has a mobile number with a dial code. */
const WITH_PHONE: ReadonlySet<RegistrationFormStep> = new Set(['PERSONAL', 'EMERGENCY_CONTACT']);

const validPhone = (dialCode: string, input: string): boolean => {
  const digits = nationalNumber(input);
  return digits !== '' && isValidPhoneNumber(`${dialCode || '+91'}${digits}`);
};

/**
 * One step of the KMY registration form: every rule of `@pilgrim/schema/rules` (the gateway applies the same
 * ones), plus the mobile number judged by libphonenumber-js for its dial code. Problems land on their field.
 */
export const registrationStepSchema = (step: RegistrationFormStep, now: () => Date = () => new Date()) =>
  z.record(z.string(), z.union([z.string(), z.boolean()])).superRefine((values, context) => {
    for (const problem of registrationStepProblems(step, values, now())) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    if (WITH_PHONE.has(step) && !validPhone(String(values.countryCode ?? ''), String(values.mobile ?? ''))) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: M.phoneInvalid });
    }
  });
