import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_MSG } from './messages.ts';

/** The shared spec texts (`schema/rules/messages.ts`), read as text: the api imports nothing of the other tiers. */
const sharedSource = readFileSync(new URL('../../../schema/rules/messages.ts', import.meta.url), 'utf8');
const sharedMessages: Record<string, string> = Object.fromEntries(
  [...sharedSource.matchAll(/^\s*(\w+): (['"])(.*)\2,$/gm)].map((match) => [match[1], match[3]]),
);

/** Api key → shared key, for every enquiry text that is a spec §5/§8 text. */
const SPEC_TEXTS: [keyof typeof ENQUIRY_MSG, string][] = [
  ['otpSent', 'signInOtpSent'],
  ['querySubmitted', 'querySubmitted'],
  ['mobileOtpSent', 'mobileOtpSent'],
  ['invalidOtp', 'otpInvalid'],
  ['nameRequired', 'nameRequired'],
  ['nameTooShort', 'enquiryNameTooShort'],
  ['emailInvalid', 'enquiryEmailInvalid'],
  ['packageRequired', 'enquiryPackageRequired'],
  ['personRequired', 'enquiryPersonRequired'],
];

describe('the enquiry messages', () => {
  it.each(SPEC_TEXTS)('answers %s with the spec text %s', (apiKey, sharedKey) => {
    expect(sharedMessages[sharedKey], sharedKey).toBeDefined();
    expect(ENQUIRY_MSG[apiKey]).toBe(sharedMessages[sharedKey]);
  });
});
