import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';

/**
 * The api stands in for the product's API host and imports nothing of ours, so it keeps its own copy of
 * the spec's texts. This reads the contract's shared copy (`schema/rules/messages.ts`) as text and holds
 * every api text the spec also writes against it, so the two cannot drift apart.
 */
const sharedSource = readFileSync(new URL('../../../schema/rules/messages.ts', import.meta.url), 'utf8');

/** `key: 'text',` (or with double quotes) lines of the shared `SPEC_MESSAGES`. */
const sharedMessages: Record<string, string> = Object.fromEntries(
  [...sharedSource.matchAll(/^\s*(\w+): (['"])(.*)\2,$/gm)].map((match) => [match[1], match[3]]),
);

/** Api key → shared key, for every api text that is a spec §5/§8 text. */
const SPEC_TEXTS: [keyof typeof MSG, string][] = [
  ['loginOtpSent', 'signInOtpSent'],
  ['mobileOtpSent', 'mobileOtpSent'],
  ['invalidOtp', 'otpInvalid'],
  ['invalidCredentials', 'credentialsInvalid'],
  ['invalidMobile', 'mobileInvalid'],
  ['invalidPhone', 'phoneInvalid'],
  ['invalidLoginPhone', 'loginPhoneInvalid'],
  ['emailRequired', 'emailRequired'],
  ['invalidEmail', 'emailInvalid'],
  ['passwordRequired', 'passwordRequired'],
  ['phoneRequired', 'signUpMobileRequired'],
  ['newPasswordRequired', 'newPasswordRequired'],
  ['newPasswordTooShort', 'newPasswordTooShort'],
  ['newPasswordNeedsLetter', 'newPasswordNeedsLetter'],
  ['newPasswordNeedsNumber', 'newPasswordNeedsNumber'],
  ['newPasswordNeedsSpecial', 'newPasswordNeedsSpecial'],
  ['confirmPasswordRequired', 'confirmPasswordRequired'],
  ['passwordsMustMatch', 'passwordsMustMatch'],
];

describe('the api account messages', () => {
  it('reads the shared spec texts', () => {
    expect(Object.keys(sharedMessages).length).toBeGreaterThan(SPEC_TEXTS.length);
  });

  it.each(SPEC_TEXTS)('answers %s with the contract text %s', (apiKey, sharedKey) => {
    expect(sharedMessages[sharedKey], sharedKey).toBeDefined();
    expect(MSG[apiKey]).toBe(sharedMessages[sharedKey]);
  });
});
