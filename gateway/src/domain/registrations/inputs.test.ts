import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../relay/index.ts';
import { saveRegistrationStepInput } from './inputs.ts';

const now = () => new Date('2026-03-01T06:00:00.000Z');
const packageId = encodeGlobalId('Package', 'a'.repeat(24));
const registrationId = encodeGlobalId('Registration', 'b'.repeat(24));
const personal = { packageId, firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1968-08-15', email: 'asha@example.com', mobile: '098100 12345', nationality: 'IN' };
const parse = (input: Record<string, unknown>) => saveRegistrationStepInput(now).safeParse(input);
const problems = (input: Record<string, unknown>) => {
  const parsed = parse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('SaveRegistrationStepInput', () => {
  it('turns the personal step into the REST body of a new registration', () => {
    const parsed = parse({ personal });
    expect(parsed.success && parsed.data).toEqual({
      id: null,
      field: 'personal',
      step: {
        informationtype: 'personal',
        body: { packageId: 'a'.repeat(24), firstname: 'Asha', lastname: 'Rao', gender: 'female', dob: '1968-08-15', email: 'asha@example.com', mobile: '9810012345', countrycode: '+91', nationality: 'IN' },
      },
    });
  });

  it('maps the address step onto the api’s fields, blank optional ones as null', () => {
    const parsed = parse({ id: registrationId, address: { line1: '12 Assi Ghat Road', line2: ' ', countryCode: 'IN', cityId: 'in-varanasi', pincode: '221005' } });
    expect(parsed.success && parsed.data.step).toEqual({
      informationtype: 'address',
      body: { line1: '12 Assi Ghat Road', line2: null, countryId: 'IN', cityId: 'in-varanasi', city: null, pincode: '221005' },
    });
  });

  it('asks for exactly one step, a first personal step and a registration id', () => {
    expect(problems({ personal, passport: {} })).toEqual([': Save one step at a time']);
    expect(problems({ emergencyContact: { name: 'Ravi Rao', relation: 'Son', mobile: '9810054321' } })).toEqual(['id: Start with the personal details']);
    expect(problems({ id: encodeGlobalId('Package', 'x'), documents: true })).toEqual(['id: Registration not found']);
  });

  it('names each bad field under its step', () => {
    expect(problems({ personal: { ...personal, packageId: registrationId, email: 'nope', mobile: '12' } })).toEqual([
      'personal.packageId: Choose the yatra you are registering for',
      'personal.email: Invalid email address',
      'personal.mobile: Invalid phone number',
    ]);
    expect(problems({ personal: { ...personal, email: '' } })).toEqual(['personal.email: E-mail is required']);
  });
});
