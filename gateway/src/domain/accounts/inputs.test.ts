import { describe, expect, it } from 'vitest';
import {
  changePasswordInput,
  requestPasswordResetInput,
  requestSignInOtpInput,
  resendOtpInput,
  resetPasswordInput,
  signInWithOtpInput,
  signInWithPasswordInput,
  signUpInput,
  updateProfileInput,
  verifySignUpOtpInput,
} from './inputs.ts';
import { validateInput } from '../../mutations/validate-input.ts';

const device = { deviceID: 'device-1', deviceName: 'Windows', modelNo: null, operaingSystem: 'Windows 10', deviceType: 'web' };
const deviceInfo = { deviceID: 'device-1', deviceName: 'windows', modelNo: '', operaingSystem: 'Windows 10', deviceType: 'web' };

const errorsOf = (result: ReturnType<typeof validateInput>) => (result.ok ? [] : result.userErrors);

describe('account inputs', () => {
  it('turns a sign-in OTP request into the api phone pair and a deviceIDs list', () => {
    expect(validateInput(requestSignInOtpInput, { mobile: '98100 12345', countryCode: '+91', device })).toEqual({
      ok: true,
      value: { phone: { mobile: 9810012345, countrycode: '+91' }, devices: [deviceInfo] },
    });
  });

  it('sends an empty deviceIDs list when no device is given', () => {
    const result = validateInput(signInWithOtpInput, { mobile: '9810012345', countryCode: '91', otp: '1234' });
    expect(result).toEqual({ ok: true, value: { phone: { mobile: 9810012345, countrycode: '+91' }, otp: '1234', devices: [] } });
  });

  it('keeps a firebase token when the device has one', () => {
    const result = validateInput(requestSignInOtpInput, { mobile: '9810012345', countryCode: '+91', device: { ...device, firebaseToken: 'fcm' } });
    expect(result.ok && result.value.devices[0]?.firebaseToken).toBe('fcm');
  });

  it.each([
    ['', 'Phone number must be required'],
    ['12345', 'Phone number must be required'],
  ])('refuses the sign-in number %j with %j', (mobile, message) => {
    expect(errorsOf(validateInput(requestSignInOtpInput, { mobile, countryCode: '+91' }))).toEqual([
      { code: 'INVALID_INPUT', message, field: 'mobile' },
    ]);
  });

  it.each(['', '123', '12345', '12a4'])('refuses the OTP %j with Please Enter OTP', (otp) => {
    expect(errorsOf(validateInput(signInWithOtpInput, { mobile: '9810012345', countryCode: '+91', otp }))).toEqual([
      { code: 'INVALID_OTP', message: 'Please Enter OTP', field: 'otp' },
    ]);
  });

  it('reports a bad OTP and a bad number together', () => {
    const errors = errorsOf(validateInput(signInWithOtpInput, { mobile: '1', countryCode: '+91', otp: '1' }));
    expect(errors.map((error) => error.field).sort()).toEqual(['mobile', 'otp']);
  });

  it('refuses an unknown device name with a readable message', () => {
    const errors = errorsOf(validateInput(requestSignInOtpInput, { mobile: '9810012345', countryCode: '+91', device: { ...device, deviceName: 'nokia' } }));
    expect(errors).toEqual([
      { code: 'INVALID_INPUT', message: 'Device name must be one of samsung, iphone, pixel, redmi, windows, unknown', field: 'device.deviceName' },
    ]);
  });

  describe('signInWithPassword', () => {
    it('signs in by a lower-cased e-mail when one is given', () => {
      expect(validateInput(signInWithPasswordInput, { email: ' Asha@Example.COM ', password: 'secret1' })).toEqual({
        ok: true,
        value: { login: { email: 'asha@example.com' }, password: 'secret1', devices: [] },
      });
    });

    it('signs in by mobile with +91 when no e-mail and no dial code are given', () => {
      const result = validateInput(signInWithPasswordInput, { email: '', mobile: '9810012345', password: 'secret1' });
      expect(result.ok && result.value.login).toEqual({ phone: { mobile: 9810012345, countrycode: '+91' } });
    });

    it.each([
      [{ password: 'secret1' }, [{ code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' }]],
      [{ email: 'not-an-email', password: 'secret1' }, [{ code: 'INVALID_INPUT', message: 'Invalid email address', field: 'email' }]],
      [{ mobile: '12', password: 'secret1' }, [{ code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'mobile' }]],
      [{ email: 'a@b.in', password: 'short' }, [{ code: 'INVALID_INPUT', message: 'Password is required', field: 'password' }]],
    ])('refuses %j', (input, expected) => {
      expect(errorsOf(validateInput(signInWithPasswordInput, input))).toEqual(expected);
    });
  });

  it('reports every sign-up field with its spec message', () => {
    const errors = errorsOf(validateInput(signUpInput, { email: '', mobile: '', countryCode: '+91', password: '' }));
    expect(errors).toEqual([
      { code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' },
      { code: 'INVALID_INPUT', message: 'Password is required', field: 'password' },
      { code: 'INVALID_INPUT', message: 'Phone no is required', field: 'mobile' },
    ]);
  });

  it('refuses an invalid sign-up mobile with Invalid phone number', () => {
    const errors = errorsOf(validateInput(signUpInput, { email: 'a@b.in', mobile: '99', countryCode: '+91', password: 'secret12' }));
    expect(errors).toEqual([{ code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'mobile' }]);
  });

  it('refuses a resend to an invalid number with Invalid mobile number', () => {
    expect(errorsOf(validateInput(resendOtpInput, { mobile: '99', countryCode: '+91', purpose: 'SIGN_UP' }))).toEqual([
      { code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' },
    ]);
  });

  it('needs the user id and a 4-digit OTP to verify a sign-up', () => {
    expect(errorsOf(validateInput(verifySignUpOtpInput, { userId: ' ', otp: '12345' }))).toEqual([
      { code: 'INVALID_INPUT', message: 'User ID is required', field: 'userId' },
      { code: 'INVALID_OTP', message: 'Please Enter OTP', field: 'otp' },
    ]);
  });

  it('needs an e-mail for a password reset', () => {
    expect(errorsOf(validateInput(requestPasswordResetInput, { email: '' }))).toEqual([
      { code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' },
    ]);
  });

  describe('new password rules (spec §5)', () => {
    it.each([
      ['', 'New Password is required'],
      ['a1@b', 'Password must be at least 8 characters long'],
      ['12345678@', 'Password must contain at least one letter'],
      ['abcdefgh@', 'Password must contain at least one number'],
      ['abcdefg1', 'Password must contain at least one special character: @$!%*#?&'],
    ])('refuses %j with %j', (newPassword, message) => {
      const errors = errorsOf(validateInput(resetPasswordInput, { verifyToken: 't', newPassword, confirmPassword: 'Secret#123' }));
      expect(errors[0]).toEqual({ code: 'INVALID_INPUT', message, field: 'newPassword' });
    });

    it.each([
      ['', 'Confirm Password is required'],
      ['Other#123', 'Passwords must match'],
    ])('refuses the confirmation %j with %j', (confirmPassword, message) => {
      const errors = errorsOf(validateInput(changePasswordInput, { currentPassword: 'old', newPassword: 'Secret#123', confirmPassword }));
      expect(errors).toEqual([{ code: 'INVALID_INPUT', message, field: 'confirmPassword' }]);
    });

    it('accepts a password that keeps every rule', () => {
      expect(validateInput(changePasswordInput, { currentPassword: 'old', newPassword: 'Secret#123', confirmPassword: 'Secret#123' }).ok).toBe(true);
    });
  });

  it('trims names and leaves out the ones not given', () => {
    expect(validateInput(updateProfileInput, { firstname: ' Asha ', lastname: null })).toEqual({
      ok: true,
      value: { firstname: 'Asha', lastname: undefined },
    });
  });
});
