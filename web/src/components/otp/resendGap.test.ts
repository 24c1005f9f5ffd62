import { describe, expect, it } from 'vitest';
import { resendGapSeconds } from './resendGap';

describe('resendGapSeconds', () => {
  it("reads the wait from the api's resend-gap message", () => {
    expect(resendGapSeconds('Please wait 54 seconds before requesting a new OTP')).toBe(54);
    expect(resendGapSeconds('Please wait 1 second before requesting a new OTP')).toBe(1);
  });

  it("prefers the server's own count when the payload carries one", () => {
    expect(resendGapSeconds('Please wait 42 seconds before requesting a new OTP', 41)).toBe(41);
  });

  it.each([
    'Too many OTP requests. Please try again after an hour',
    'Too many wrong OTPs. Please try again after 5 hours',
    'Note: Please wait 42 seconds before requesting a new OTP, or call us',
    'Mobile number is already registered',
  ])('is null for any other refusal: %s', (message) => {
    expect(resendGapSeconds(message, 42)).toBeNull();
  });

  it('is null without a message', () => {
    expect(resendGapSeconds(null)).toBeNull();
    expect(resendGapSeconds(undefined, 30)).toBeNull();
  });
});
