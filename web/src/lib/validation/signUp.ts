import { z } from './zod';
import { isPresent, passwordField, ruledString, withMobile } from './fields';
import { validationMessages as m } from './messages';

/**
 * Sign-up (spec §5): e-mail required; mobile required (sent as the national number without dial code or
 * leading zeros); password required, at least 7. The spec asks nothing more of the e-mail or the number
 * here; the server answers a malformed one with its own message, which the popup shows.
 */
export const signUpSchema = withMobile(
  {
    email: ruledString([[isPresent, m.emailRequired]], { trim: true }),
    password: passwordField,
  },
  m.signUpMobileRequired,
  (_country, national) => national !== '',
);

export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
