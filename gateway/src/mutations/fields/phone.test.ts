import { describe, expect, it } from 'vitest';
import { e164Of, parseNationalPhone } from './phone.ts';

describe('parseNationalPhone', () => {
  it('reads an Indian mobile with the dial code given with or without a plus', () => {
    const expected = { nationalNumber: '9810012345', countryCode: '+91', e164: '+919810012345' };
    expect(parseNationalPhone('9810012345', '+91')).toEqual(expected);
    expect(parseNationalPhone('9810012345', '91')).toEqual(expected);
  });

  it('drops spaces, dashes and a leading zero as people type them', () => {
    expect(parseNationalPhone(' 098100-12 345 ', '+91')?.nationalNumber).toBe('9810012345');
  });

  it('reads numbers of other countries', () => {
    expect(parseNationalPhone('415 555 2671', '+1')?.e164).toBe('+14155552671');
  });

  it.each([
    ['981001234', '+91', 'one digit short'],
    ['98100123456', '+91', 'one digit long'],
    ['98100abcde', '+91', 'letters'],
    ['', '+91', 'empty'],
    ['9810012345', '+abc', 'a malformed dial code'],
    ['9810012345', '', 'no dial code'],
  ])('rejects %j with %j (%s)', (mobile, countryCode) => {
    expect(parseNationalPhone(mobile, countryCode)).toBeNull();
  });
});

describe('e164Of', () => {
  it('joins the api pair into E.164', () => {
    expect(e164Of('+91', 9810012345)).toBe('+919810012345');
    expect(e164Of('91', '9810012345')).toBe('+919810012345');
  });
});
