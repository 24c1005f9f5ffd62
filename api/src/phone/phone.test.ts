import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { parsePhone, phoneFromE164, requirePhone } from './phone.ts';

describe('parsePhone', () => {
  it('validates the pair (national number, dial code) and gives E.164', () => {
    expect(parsePhone(9810012345, '+91')).toEqual({ e164: '+919810012345', mobile: 9810012345, countrycode: '+91' });
    expect(parsePhone('7911123456', '+44')).toEqual({ e164: '+447911123456', mobile: 7911123456, countrycode: '+44' });
  });

  it('accepts a dial code without its plus and defaults to +91', () => {
    expect(parsePhone(9810012345, '91')?.e164).toBe('+919810012345');
    expect(parsePhone(9810012345)?.e164).toBe('+919810012345');
  });

  it('returns null for numbers that are not valid in that country', () => {
    expect(parsePhone(981001234, '+91')).toBeNull();
    expect(parsePhone(98100123456, '+91')).toBeNull();
    expect(parsePhone(9810012345, '+1')).toBeNull();
    expect(parsePhone('98100-12345', '+91')).toBeNull();
    expect(parsePhone(9810012345, 'India')).toBeNull();
  });

  it("makes an invalid number a 400 'Invalid phone number'", () => {
    expect(() => requirePhone(12345, '+91')).toThrow(new ApiError(400, 'Invalid phone number'));
  });

  it('splits E.164 back into the pair', () => {
    expect(phoneFromE164('+14155552671')).toEqual({ e164: '+14155552671', mobile: 4155552671, countrycode: '+1' });
  });
});
