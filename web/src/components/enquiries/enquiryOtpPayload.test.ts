import { describe, expect, it } from 'vitest';
import { readEnquiryOtpPayload } from './enquiryOtpPayload';

const sentTo = { mobile: '8412345678', countryCode: '+91' };
/** How the gateway answers a lead stored while an OTP limit held its code back (api 429 with the id). */
const heldBack = (message: string, retryAfterSeconds: number) => ({
  enquiryId: 'e2',
  otpSent: false,
  retryAfterSeconds,
  message: null,
  userErrors: [{ code: 'RATE_LIMITED', message, field: null }],
});

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

  it('goes to the OTP step counting down the wait when the resend gap held the code back (the code sent under a minute ago is live)', () => {
    const outcome = readEnquiryOtpPayload(heldBack('Please wait 42 seconds before requesting a new OTP', 42), sentTo);
    expect(outcome).toEqual({
      step: 'otp',
      target: { enquiryId: 'e2', mobile: '8412345678', countryCode: '+91' },
      resendSeconds: 42,
      notice: { kind: 'error', message: 'Please wait 42 seconds before requesting a new OTP' },
    });
  });

  it.each([
    ['the hourly cap', 'Too many OTP requests. Please try again after an hour', 2843],
    ['too many wrong codes', 'Too many wrong OTPs. Please try again after 5 hours', 17_000],
    ['the per-network cap', 'Too many OTP requests from your network. Please try again in 48 minutes.', 2880],
    ['the global cap', 'We are sending too many OTPs right now. Please try again in 12 minutes.', 720],
    ['the resend text inside another sentence', 'Note: Please wait 42 seconds before requesting a new OTP, or call us', 42],
  ])('stays on the form with the server’s message when %s held the code back (no code was just sent)', (_limit, message, wait) => {
    expect(readEnquiryOtpPayload(heldBack(message, wait), sentTo)).toEqual({ step: 'form', message, field: null });
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
      { enquiryId: null, otpSent: false, userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' }, { message: 'other', field: 'email' }] },
      sentTo,
    );
    expect(outcome).toEqual({ step: 'form', message: 'Invalid mobile number', field: 'mobile' });
  });

  it("shows spec §8's 'Invalid mobile number' for a number the server refused, whatever its words", () => {
    // e.g. +977 984123456: the form's §5 length rule lets it through, the gateway refuses it as no valid number.
    const refused = { enquiryId: null, otpSent: false, userErrors: [{ code: 'INVALID_INPUT', message: 'Phone number is required', field: 'mobile' }] };
    expect(readEnquiryOtpPayload(refused, { mobile: '984123456', countryCode: '+977' })).toEqual({ step: 'form', message: 'Invalid mobile number', field: 'mobile' });
    const byDialCode = { enquiryId: null, otpSent: false, userErrors: [{ code: 'INVALID_INPUT', message: 'Phone number must be at least 10 digits', field: 'countryCode' }] };
    expect(readEnquiryOtpPayload(byDialCode, sentTo)).toEqual({ step: 'form', message: 'Invalid mobile number', field: 'countryCode' });
  });

  it('keeps the server’s words for other fields and for a lead limit (nothing stored)', () => {
    const name = { enquiryId: null, otpSent: false, userErrors: [{ code: 'INVALID_INPUT', message: 'Name is required', field: 'name' }] };
    expect(readEnquiryOtpPayload(name, sentTo)).toEqual({ step: 'form', message: 'Name is required', field: 'name' });
    const limited = {
      enquiryId: null,
      otpSent: false,
      retryAfterSeconds: 1800,
      userErrors: [{ code: 'RATE_LIMITED', message: 'Too many enquiries for this number. Please try again in 30 minutes.', field: 'mobile' }],
    };
    expect(readEnquiryOtpPayload(limited, sentTo)).toEqual({
      step: 'form',
      message: 'Too many enquiries for this number. Please try again in 30 minutes.',
      field: 'mobile',
    });
  });

  it("falls back to the spec's 'Invalid mobile number' when a refusal carries no text", () => {
    expect(readEnquiryOtpPayload({ enquiryId: null, otpSent: false, userErrors: [] }, sentTo)).toEqual({
      step: 'form',
      message: 'Invalid mobile number',
      field: null,
    });
  });
});
