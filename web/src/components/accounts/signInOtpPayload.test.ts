import { describe, expect, it } from 'vitest';
import { readSignInOtpPayload } from './signInOtpPayload';

const refused = (code: string, message: string, resendAfterSeconds = 0) => ({ sent: false, message: null, resendAfterSeconds, userErrors: [{ code, message }] });

describe('readSignInOtpPayload (the login popup after Request OTP)', () => {
  it('goes to the OTP step with the server’s confirmation when the code went out', () => {
    expect(readSignInOtpPayload({ sent: true, message: 'Please check OTP sent on your phone number', resendAfterSeconds: 60, userErrors: [] })).toEqual({
      step: 'otp',
      resendSeconds: undefined,
      notice: { kind: 'success', message: 'Please check OTP sent on your phone number' },
    });
  });

  it('goes to the OTP step counting down the wait when a code sent under a minute ago is live (the resend gap)', () => {
    expect(readSignInOtpPayload(refused('RATE_LIMITED', 'Please wait 37 seconds before requesting a new OTP', 37))).toEqual({
      step: 'otp',
      resendSeconds: 37,
      notice: { kind: 'error', message: 'Please wait 37 seconds before requesting a new OTP' },
    });
  });

  it.each([
    'Too many OTP requests. Please try again after an hour',
    'Too many wrong OTPs. Please try again after 1 hour',
    'Too many OTP requests from your network. Please try again in 60 minutes.',
    'We are sending too many OTPs right now. Please try again in 5 minutes.',
  ])('stays on the form with the server’s message for any other limit: %s', (message) => {
    expect(readSignInOtpPayload(refused('RATE_LIMITED', message, 2843))).toEqual({ step: 'form', message });
  });

  it("answers any other refusal with spec §8's 'Please enter a valid phone number'", () => {
    expect(readSignInOtpPayload(refused('INVALID_INPUT', 'Phone number must be required'))).toEqual({ step: 'form', message: 'Please enter a valid phone number' });
  });
});
