import { describe, expect, it } from 'vitest';
import { travellerFormField, travellerFormSchema } from '@/lib/validation';
import { formValuesOf, travellerInputOf } from './travellerInput';

const now = () => new Date('2026-03-01T06:00:00Z');
const valid = { ...formValuesOf(null), firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1962-08-15' };

describe('the traveller form', () => {
  it('sends empty optional fields as null and the dial code only with a number', () => {
    expect(travellerInputOf(valid)).toMatchObject({ mobile: null, countryCode: null, email: null, passportNumber: null, relation: null });
    expect(travellerInputOf({ ...valid, mobile: ' 9810012345 ' })).toMatchObject({ mobile: '9810012345', countryCode: '+91' });
  });

  it('shows the shared rules’ messages for names, the date of birth and the e-mail', () => {
    const problems = (values: typeof valid) => {
      const parsed = travellerFormSchema(now).safeParse(values);
      // The form shows each field's first problem, as react-hook-form's resolver does.
      const first: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) first[issue.path.join('.')] ??= issue.message;
      return first;
    };
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, firstname: ' ', lastname: 'R2' })).toEqual({
      firstname: 'First name is required',
      lastname: "Use letters, spaces and . ' - only, as in the passport",
    });
    expect(problems({ ...valid, dateOfBirth: '2026-03-02' })).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
    expect(problems({ ...valid, dateOfBirth: '' })).toEqual({ dateOfBirth: 'Date of birth is required' });
    expect(problems({ ...valid, email: 'asha@' })).toEqual({ email: 'Invalid email address' });
  });

  it('starts a new traveller with no gender and asks for one', () => {
    expect(formValuesOf(null).gender).toBe('');
    const parsed = travellerFormSchema(now).safeParse({ ...valid, gender: '' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['gender', 'Gender is required']]);
    expect(formValuesOf({ ...valid, gender: 'MALE' }).gender).toBe('MALE');
  });

  it('places a gateway user error on its form field', () => {
    const fields = Object.keys(valid);
    expect(travellerFormField('traveller.passportNumber', fields)).toBe('passportNumber');
    expect(travellerFormField('traveller', fields)).toBeNull();
    expect(travellerFormField(null, fields)).toBeNull();
  });
});
