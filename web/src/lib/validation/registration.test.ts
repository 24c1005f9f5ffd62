import { describe, expect, it } from 'vitest';
import { registrationStepSchema } from './registration';

const now = () => new Date('2026-03-01T06:00:00.000Z');
const problems = (step: Parameters<typeof registrationStepSchema>[0], values: Record<string, string | boolean>) => {
  const parsed = registrationStepSchema(step, now).safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the KMY registration step forms', () => {
  it('accepts a complete personal step and judges the mobile by its dial code', () => {
    const personal = { packageId: 'UGFja2FnZTp4', firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1968-08-15', email: 'asha@example.com', countryCode: '+91', mobile: '98100 12345', nationality: 'IN' };
    expect(problems('PERSONAL', personal)).toEqual([]);
    expect(problems('PERSONAL', { ...personal, countryCode: '+44' })).toEqual(['mobile: Invalid phone number']);
  });

  it("answers an empty e-mail with spec §5's 'E-mail is required', a malformed one only with 'Invalid email address'", () => {
    const personal = { packageId: 'UGFja2FnZTp4', firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1968-08-15', countryCode: '+91', mobile: '98100 12345', nationality: 'IN' };
    expect(problems('PERSONAL', { ...personal, email: '' })).toEqual(['email: E-mail is required']);
    expect(problems('PERSONAL', { ...personal, email: '  ' })).toEqual(['email: E-mail is required']);
    expect(problems('PERSONAL', { ...personal, email: 'asha@example' })).toEqual(['email: Invalid email address']);
  });

  it("shows the shared rules' messages on their fields", () => {
    expect(problems('PASSPORT', { passportNumber: '12', issueDate: '2027-01-01', expiryDate: '2026-06-01', issuePlace: '' })).toEqual([
      'passportNumber: Passport number must be 6 to 9 letters and digits',
      'issueDate: The issue date cannot be in the future',
      'expiryDate: The passport must be valid for at least 6 more months',
      'issuePlace: Place of issue is required',
    ]);
    expect(problems('MEDICAL_DECLARATION', { hasConditions: true, conditions: '', fitToTravel: false })).toEqual([
      'conditions: Describe the conditions',
      'fitToTravel: Please confirm the declaration to continue',
    ]);
  });
});
