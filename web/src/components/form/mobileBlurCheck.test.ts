import { describe, expect, it } from 'vitest';
import { checkPhoneOnBlur, mobileErrorAfterBlur, type PhoneBlurForm } from './mobileBlurCheck';

describe('mobileErrorAfterBlur', () => {
  it('shows Invalid phone number when the typed number is not a valid mobile of the country', () => {
    expect(mobileErrorAfterBlur('IN', '12345', undefined)).toBe('Invalid phone number');
    expect(mobileErrorAfterBlur('IN', '000', undefined)).toBe('Invalid phone number');
  });

  it('replaces a submit-time message with Invalid phone number for an invalid number', () => {
    expect(mobileErrorAfterBlur('IN', '12345', 'Phone number must be required')).toBe('Invalid phone number');
  });

  it('shows nothing for an empty field, keeping a submit-time message', () => {
    expect(mobileErrorAfterBlur('IN', '', undefined)).toBeUndefined();
    expect(mobileErrorAfterBlur('IN', '  ', 'Phone no is required')).toBe('Phone no is required');
  });

  it('clears its own message when the field is emptied or the number becomes valid', () => {
    expect(mobileErrorAfterBlur('IN', '', 'Invalid phone number')).toBeUndefined();
    expect(mobileErrorAfterBlur('IN', '9810012345', 'Invalid phone number')).toBeUndefined();
  });

  it('keeps a server message on a valid number', () => {
    expect(mobileErrorAfterBlur('IN', '9810012345', 'Too many attempts')).toBe('Too many attempts');
  });

  it('judges the number by the selected country', () => {
    expect(mobileErrorAfterBlur('GB', '7400123456', undefined)).toBeUndefined();
    expect(mobileErrorAfterBlur('GB', '9810012345', undefined)).toBe('Invalid phone number');
  });
});

/** A form's error state as react-hook-form keeps it, for `checkPhoneOnBlur` (the price and quick enquiry forms name the number `phone`). */
function fakeForm(values: { country: string; phone: string }, error?: string) {
  const errors: Record<string, string | undefined> = { phone: error };
  const form = {
    getValues: (name: string) => values[name as keyof typeof values],
    getFieldState: (name: string) => ({ error: errors[name] === undefined ? undefined : { message: errors[name] } }),
    setError: (name: string, { message }: { message?: string }) => {
      errors[name] = message;
    },
    clearErrors: (name: string) => {
      errors[name] = undefined;
    },
  } as unknown as PhoneBlurForm<{ country: string; phone: string }>;
  return { form, errors };
}

describe('checkPhoneOnBlur', () => {
  const names = { name: 'phone', countryName: 'country' } as const;

  it('sets Invalid phone number on the named field, judged by the form’s country (Nepal: 10 digits)', () => {
    const { form, errors } = fakeForm({ country: 'NP', phone: '984123456' });
    checkPhoneOnBlur(form, names, '984123456');
    expect(errors.phone).toBe('Invalid phone number');
  });

  it('clears its own message once the number is valid, and keeps a submit-time message on an empty field', () => {
    const valid = fakeForm({ country: 'NP', phone: '9841234567' }, 'Invalid phone number');
    checkPhoneOnBlur(valid.form, names, '9841234567');
    expect(valid.errors.phone).toBeUndefined();
    const empty = fakeForm({ country: 'IN', phone: '' }, 'Phone number is required');
    checkPhoneOnBlur(empty.form, names, '');
    expect(empty.errors.phone).toBe('Phone number is required');
  });
});
