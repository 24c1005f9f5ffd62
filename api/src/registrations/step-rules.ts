import { ageOn, todayInIndia } from '../calendar/dates.ts';
import type { Places } from '../countries/places.ts';
import { parsePhone } from '../phone/phone.ts';
import { REGISTRATION_MESSAGES as MSG } from './messages.ts';
import { DOCUMENT_TYPES, type InformationType, type StepData } from './steps.ts';

/** The KMY age limits (the Ministry of External Affairs' yatra takes pilgrims of 18 to 70). */
export const KMY_AGE = { min: 18, max: 70 } as const;
/** A passport must stay valid this many months after the day of saving. */
export const PASSPORT_VALID_MONTHS = 6;

export type StepContext = { now: Date; places: Places; kmyPackageIds: readonly string[]; documents: Record<string, unknown> };
type Issue = { field: string; message: string };

const addMonths = (day: string, months: number): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

const phoneIssue = (field: string, mobile: string, countrycode: string): Issue[] =>
  parsePhone(mobile, countrycode) ? [] : [{ field, message: 'is not a valid phone number for its dial code' }];

/** The rules that need the clock, the reference data or several fields; [] when the step is fine. */
export function stepIssues(type: InformationType, data: StepData<InformationType>, ctx: StepContext): Issue[] {
  const today = todayInIndia(ctx.now);
  const issues: Issue[] = [];
  if (type === 'personal') {
    const step = data as StepData<'personal'>;
    if (!ctx.kmyPackageIds.includes(step.packageId)) issues.push({ field: 'packageId', message: MSG.notKmyPackage });
    const age = ageOn(step.dob, today);
    if (step.dob > today || age < KMY_AGE.min || age > KMY_AGE.max) issues.push({ field: 'dob', message: `must make the pilgrim ${KMY_AGE.min} to ${KMY_AGE.max} years old` });
    if (!ctx.places.country(step.nationality)) issues.push({ field: 'nationality', message: 'is not a known country' });
    issues.push(...phoneIssue('mobile', step.mobile, step.countrycode));
  } else if (type === 'passport') {
    const step = data as StepData<'passport'>;
    if (step.issueDate > today) issues.push({ field: 'issueDate', message: 'must not be in the future' });
    if (step.expiryDate < addMonths(today, PASSPORT_VALID_MONTHS)) issues.push({ field: 'expiryDate', message: `must be at least ${PASSPORT_VALID_MONTHS} months away` });
  } else if (type === 'address') {
    const step = data as StepData<'address'>;
    if (!ctx.places.country(step.countryId)) issues.push({ field: 'countryId', message: 'is not a known country' });
    const city = step.cityId ? ctx.places.city(step.cityId) : undefined;
    if (step.cityId && city?.countryId !== step.countryId) issues.push({ field: 'cityId', message: 'is not a city of the country' });
    if (!step.cityId && !step.city) issues.push({ field: 'city', message: 'is required' });
  } else if (type === 'emergency_contact') {
    const step = data as StepData<'emergency_contact'>;
    issues.push(...phoneIssue('mobile', step.mobile, step.countrycode));
  } else if (type === 'medical_declaration') {
    const step = data as StepData<'medical_declaration'>;
    if (step.hasConditions && !step.conditions) issues.push({ field: 'conditions', message: 'is required when there are conditions' });
  } else {
    const missing = DOCUMENT_TYPES.filter((kind) => ctx.documents[kind] === undefined);
    if (missing.length > 0) issues.push({ field: 'documents', message: MSG.documentsMissing(missing) });
  }
  return issues;
}
