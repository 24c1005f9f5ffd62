import { isCalendarDate, todayInIndia } from './calendar.ts';
import { PINCODE_PATTERN, REGISTRATION_LIMITS as L, REGISTRATION_MESSAGES, type RegistrationStepName } from './registration-messages.ts';
import { ageOn, PASSPORT_NAME_PATTERN, PASSPORT_NUMBER_PATTERN } from './traveller.ts';

/** The step problems of the KMY registration (see registration-messages.ts for the steps and texts). */
const M = REGISTRATION_MESSAGES;
export type StepProblem = { field: string; message: string };
type Values = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const addMonths = (day: string, months: number): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

const name = (values: Values, field: string, required: string): StepProblem[] => {
  const value = str(values[field]);
  if (!value) return [{ field, message: required }];
  if (value.length > L.nameMax) return [{ field, message: M.nameTooLong }];
  return PASSPORT_NAME_PATTERN.test(value) ? [] : [{ field, message: M.nameLetters }];
};

const required = (values: Values, field: string, message: string, max: number): StepProblem[] => {
  const value = str(values[field]);
  if (!value) return [{ field, message }];
  return value.length > max ? [{ field, message: M.tooLong(max) }] : [];
};

const date = (values: Values, field: string): StepProblem[] => (isCalendarDate(str(values[field])) ? [] : [{ field, message: M.dateInvalid }]);

function personal(values: Values, today: string): StepProblem[] {
  const problems = [...required(values, 'packageId', M.packageRequired, 64), ...name(values, 'firstname', M.firstnameRequired), ...name(values, 'lastname', M.lastnameRequired)];
  if (!['MALE', 'FEMALE', 'OTHER'].includes(str(values.gender))) problems.push({ field: 'gender', message: M.genderRequired });
  const dob = date(values, 'dateOfBirth');
  const age = ageOn(str(values.dateOfBirth), today);
  if (dob.length > 0) problems.push(...dob);
  else if (str(values.dateOfBirth) > today || age < L.minAge || age > L.maxAge) problems.push({ field: 'dateOfBirth', message: M.ageOutOfRange });
  if (!str(values.email)) problems.push({ field: 'email', message: M.emailRequired });
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(str(values.email))) problems.push({ field: 'email', message: M.emailInvalid });
  if (!/^[A-Za-z]{2}$/.test(str(values.nationality))) problems.push({ field: 'nationality', message: M.countryRequired });
  return problems;
}

function passport(values: Values, today: string): StepProblem[] {
  const problems: StepProblem[] = [];
  if (!PASSPORT_NUMBER_PATTERN.test(str(values.passportNumber).replace(/\s+/g, '').toUpperCase())) problems.push({ field: 'passportNumber', message: M.passportNumberInvalid });
  const issue = date(values, 'issueDate');
  problems.push(...(issue.length > 0 ? issue : str(values.issueDate) > today ? [{ field: 'issueDate', message: M.issueDateFuture }] : []));
  const expiry = date(values, 'expiryDate');
  problems.push(...(expiry.length > 0 ? expiry : str(values.expiryDate) < addMonths(today, L.passportValidMonths) ? [{ field: 'expiryDate', message: M.passportExpiresSoon }] : []));
  return [...problems, ...required(values, 'issuePlace', M.issuePlaceRequired, L.placeMax)];
}

function address(values: Values): StepProblem[] {
  const problems = required(values, 'line1', M.line1Required, L.lineMax);
  if (str(values.line2).length > L.lineMax) problems.push({ field: 'line2', message: M.tooLong(L.lineMax) });
  if (!/^[A-Za-z]{2}$/.test(str(values.countryCode))) problems.push({ field: 'countryCode', message: M.countryRequired });
  if (!str(values.cityId) && !str(values.city)) problems.push({ field: 'city', message: M.cityRequired });
  if (!PINCODE_PATTERN.test(str(values.pincode))) problems.push({ field: 'pincode', message: M.pincodeInvalid });
  return problems;
}

function emergencyContact(values: Values): StepProblem[] {
  return [...name(values, 'name', M.contactNameRequired), ...required(values, 'relation', M.relationRequired, L.relationMax)];
}

function medicalDeclaration(values: Values): StepProblem[] {
  const problems: StepProblem[] = [];
  if (values.hasConditions === true && !str(values.conditions)) problems.push({ field: 'conditions', message: M.conditionsRequired });
  if (str(values.conditions).length > L.conditionsMax) problems.push({ field: 'conditions', message: M.tooLong(L.conditionsMax) });
  if (values.fitToTravel !== true) problems.push({ field: 'fitToTravel', message: M.fitToTravelRequired });
  return problems;
}

/** The problems of one step's values at `now` (India's calendar day), in field order; [] when the step is fine. */
export function registrationStepProblems(step: Exclude<RegistrationStepName, 'DOCUMENTS'>, values: Values, now: Date): StepProblem[] {
  const today = todayInIndia(now);
  switch (step) {
    case 'PERSONAL':
      return personal(values, today);
    case 'PASSPORT':
      return passport(values, today);
    case 'ADDRESS':
      return address(values);
    case 'EMERGENCY_CONTACT':
      return emergencyContact(values);
    case 'MEDICAL_DECLARATION':
      return medicalDeclaration(values);
  }
}
