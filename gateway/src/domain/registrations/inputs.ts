import { REGISTRATION_MESSAGES as M, registrationStepProblems } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { parseNationalPhone } from '../../mutations/fields/phone.ts';
import { userErrorCodeParams } from '../../mutations/validate-input.ts';
import type { StepRequest } from '../../rest/registrations/types.ts';
import { decodeGlobalId } from '../relay/index.ts';
import { restBodyOf, STEP_FIELDS, type StepField } from './step-request.ts';

/** A registration's global ID as the REST `_id`; anything else reads as a registration that is not found. */
export const registrationIdField = z
  .string()
  .transform((id) => decodeGlobalId(id))
  .refine((decoded) => decoded?.type === 'Registration', { message: M.notFound, ...userErrorCodeParams('NOT_FOUND') })
  .transform((decoded) => decoded?.internalId ?? '');

export const registrationIdInput = z.object({ id: registrationIdField });

type Raw = Partial<Record<StepField, unknown>> & { id?: string | null };
type Issue = { path: string[]; message: string };

/** The phones of a step, parsed by libphonenumber-js (the rules leave them to each side). */
function phoneIssues(field: StepField, values: Record<string, unknown>): Issue[] {
  if (field !== 'personal' && field !== 'emergencyContact') return [];
  const parsed = parseNationalPhone(String(values.mobile ?? ''), String(values.countryCode ?? '+91'));
  return parsed ? [] : [{ path: [field, 'mobile'], message: M.phoneInvalid }];
}

function stepIssues(field: StepField, values: unknown, now: Date): Issue[] {
  if (field === 'documents') return values === true ? [] : [{ path: ['documents'], message: M.documentsMissing }];
  const record = (values ?? {}) as Record<string, unknown>;
  const problems = registrationStepProblems(STEP_FIELDS[field].step, record, now).map((problem) => ({ path: [field, problem.field], message: problem.message }));
  if (field === 'personal' && decodeGlobalId(String(record.packageId ?? ''))?.type !== 'Package') problems.unshift({ path: ['personal', 'packageId'], message: M.packageRequired });
  return [...problems.filter((problem, index, all) => all.findIndex((other) => other.path.join('.') === problem.path.join('.')) === index), ...phoneIssues(field, record)];
}

/** `SaveRegistrationStepInput` at `now()`: exactly one step, judged by the shared rules, as the REST call's id and step. */
export const saveRegistrationStepInput = (now: () => Date) =>
  z
    .custom<Raw>((value) => typeof value === 'object' && value !== null)
    .superRefine((raw, ctx) => {
      const given = (Object.keys(STEP_FIELDS) as StepField[]).filter((field) => raw[field] !== undefined && raw[field] !== null);
      if (given.length !== 1) return void ctx.addIssue({ code: 'custom', path: [], message: M.onlyOneStep });
      const [field] = given as [StepField];
      if (!raw.id && field !== 'personal') ctx.addIssue({ code: 'custom', path: ['id'], message: M.startWithPersonal });
      if (raw.id && decodeGlobalId(raw.id)?.type !== 'Registration') ctx.addIssue({ code: 'custom', path: ['id'], message: M.notFound, ...userErrorCodeParams('NOT_FOUND') });
      for (const issue of stepIssues(field, raw[field], now())) ctx.addIssue({ code: 'custom', ...issue });
    })
    .transform((raw): { id: string | null; field: StepField; step: StepRequest } => {
      const field = (Object.keys(STEP_FIELDS) as StepField[]).find((key) => raw[key] !== undefined && raw[key] !== null) ?? 'documents';
      const values = field === 'documents' ? {} : (raw[field] as Record<string, unknown>);
      const packageId = field === 'personal' ? (decodeGlobalId(String(values.packageId))?.internalId ?? null) : null;
      const phone = field === 'personal' || field === 'emergencyContact' ? parseNationalPhone(String(values.mobile), String(values.countryCode ?? '+91')) : null;
      const withPhone = phone ? { ...values, mobile: phone.nationalNumber, countryCode: phone.countryCode } : values;
      const body = restBodyOf(field, withPhone, packageId);
      return { id: raw.id ? (decodeGlobalId(raw.id)?.internalId ?? null) : null, field, step: { informationtype: STEP_FIELDS[field].informationtype, body } };
    });

/** `UploadRegistrationDocumentInput`: the registration's REST id, the api's document type, the file. */
export const uploadRegistrationDocumentInput = z.object({
  id: registrationIdField,
  documentType: z.enum(['PHOTO', 'PASSPORT_FRONT', 'PASSPORT_BACK']).transform((type) => type.toLowerCase()),
  // Yoga's multipart parser hands a File of its own fetch implementation: judged by shape, not by class.
  file: z.custom<File>((value) => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function', 'Choose a file'),
});
