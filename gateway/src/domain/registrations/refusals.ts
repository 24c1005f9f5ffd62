import { REGISTRATION_MESSAGES, SPEC_MESSAGES } from '@pilgrim/schema/rules';
import type { RefusalPolicy } from '../../mutations/refusals.ts';
import type { StepField } from './step-request.ts';

/** REST body fields whose input field is spelled otherwise. */
const INPUT_FIELD_OF: Readonly<Record<string, string>> = { dob: 'dateOfBirth', countrycode: 'countryCode', countryId: 'countryCode' };

/** `Invalid body field 'dob': …` (the api's 400 on a step) → `personal.dateOfBirth`; `Registration not found` → `id`. */
export const registrationFieldOf =
  (step: StepField | null) =>
  (message: string): string | null => {
    if (message === REGISTRATION_MESSAGES.notFound) return 'id';
    const restField = /^Invalid body field '(\w+)'/.exec(message)?.[1];
    if (restField === undefined || step === null) return null;
    return step === 'documents' ? 'documents' : `${step}.${INPUT_FIELD_OF[restField] ?? restField}`;
  };

/**
 * Refusals of the `/registration/*` writes: 401 asks to sign in, 404 (unknown or another user's registration) is
 * `NOT_FOUND` on `id`, a 400 shows the api's message on its field, a 409 (the account keeps its most registrations
 * already) is `REJECTED` with the api's message.
 */
export const registrationRefusal = (step: StepField | null): RefusalPolicy => ({
  serverOr: SPEC_MESSAGES.unexpected,
  userRoute: true,
  fieldOf: registrationFieldOf(step),
  serverMessageAs: { 404: { code: 'NOT_FOUND', field: 'id' }, 409: { code: 'REJECTED', field: null } },
});
