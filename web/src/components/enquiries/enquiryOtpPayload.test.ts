import { describe, expect, it } from 'vitest';
import { readEnquiryOtpPayload } from './enquiryOtpPayload';

const sentTo = { mobile: '8412345678', countryCode: '+91' };

describe('readEnquiryOtpPayload', () => {
  it('goes to the OTP step with the server message when the OTP went out', () => {
    const outcome = readEnquiryOtpPayload(
      { enquiryId: 'e1', otpSent: true, retryAfterSeconds: 60, message: 'Please check OTP sent on your phone number', userErrors: [] },
      sentTo,
    );
    expect(outcome).toEqual({
      step: 'otp',
      target: { enquiryId: 'e1', mobile: '8412345678', countryCode: '+91' },
      resendSeconds: undefined,
      notice: { kind: 'success', message: 'Please check OTP sent on your phone number' },
    });
  });

  it('still goes to the OTP step when a limit held the OTP back, counting down its wait', () => {
    const outcome = readEnquiryOtpPayload(
      { enquiryId: 'e2', otpSent: false, retryAfterSeconds: 42, message: null, userErrors: [{ message: 'Please wait 42 seconds', field: 'mobile' }] },
      sentTo,
    );
    expect(outcome).toMatchObject({ step: 'otp', resendSeconds: 42, notice: { kind: 'error', message: 'Please wait 42 seconds' } });
  });

  it('skips the OTP step when the lead was stored verified (a number this browser already proved)', () => {
    const outcome = readEnquiryOtpPayload(
      { enquiryId: 'e3', otpSent: false, verified: true, retryAfterSeconds: null, message: 'Query submitted successfully soon you will notified', userErrors: [] },
      sentTo,
    );
    expect(outcome).toEqual({ step: 'done', target: { enquiryId: 'e3', mobile: '8412345678', countryCode: '+91' } });
  });

  it('stays on the form with the first user error and its field when nothing was stored', () => {
    const outcome = readEnquiryOtpPayload(
      { enquiryId: null, otpSent: false, userErrors: [{ message: 'Invalid mobile number', field: 'mobile' }, { message: 'other', field: 'email' }] },
      sentTo,
    );
    expect(outcome).toEqual({ step: 'form', message: 'Invalid mobile number', field: 'mobile' });
  });

  it("falls back to the spec's 'Invalid mobile number' when a refusal carries no text", () => {
    expect(readEnquiryOtpPayload({ enquiryId: null, otpSent: false, userErrors: [] }, sentTo)).toEqual({
      step: 'form',
      message: 'Invalid mobile number',
      field: null,
    });
  });
});
