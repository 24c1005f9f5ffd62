import { describe, expect, it } from 'vitest';
import { mobileErrorAfterBlur } from './mobileBlurCheck';

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
