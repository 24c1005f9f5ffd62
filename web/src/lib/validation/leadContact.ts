import { z } from './zod';
import { countrySchema, emailField, isPresent, ruledString } from './fields';
import { validationMessages as m } from './messages';
import { dialCodeOf, isValidMobile, nationalNumber, type CountryCode } from './phone';

/**
 * The contact fields of the newsletter and Zoom session forms (spec §3 subscriber and zoom-meeting subscriber
 * payloads). Spec §5 has no row for these forms: they use its texts for e-mail and phone, and these for names.
 */
export const leadContactMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

const firstName = ruledString([[isPresent, leadContactMessages.firstNameRequired]], { trim: true });
const email = emailField(m.emailRequired, m.emailInvalid);

type Phone = { country: CountryCode; mobile: string };

/** `mobile` typed without its dial code: checked with the country's mobile rules; empty only when `optional`. */
function withPhone<Shape extends z.ZodRawShape>(shape: Shape, { optional }: { optional: boolean }) {
  return z
    .object({ ...shape, country: countrySchema, mobile: z.string() })
    .check((ctx) => {
      const { country, mobile } = ctx.value as Phone;
      const empty = nationalNumber(mobile) === '';
      if (empty && optional) return;
      const message = empty ? m.phoneRequired : isValidMobile(country, mobile) ? null : m.phoneInvalid;
      if (message) ctx.issues.push({ code: 'custom', message, path: ['mobile'], input: mobile, continue: true });
    })
    .transform((values) => {
      const { country, mobile } = values as Phone;
      return { ...values, mobile: nationalNumber(mobile), countryCode: dialCodeOf(country) };
    });
}

/** The newsletter form: first name and e-mail required; last name and mobile optional (a given mobile must be valid). */
export const newsletterSchema = withPhone(
  { firstName, lastName: z.string().trim(), email },
  { optional: true },
);

/** The Zoom session sign-up: first and last name, e-mail (the join link goes there) and a valid mobile (its OTP). */
export const zoomSignUpSchema = withPhone(
  { firstName, lastName: ruledString([[isPresent, leadContactMessages.lastNameRequired]], { trim: true }), email },
  { optional: false },
);

export type NewsletterValues = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export type ZoomSignUpValues = z.input<typeof zoomSignUpSchema>;
export type ZoomSignUpData = z.output<typeof zoomSignUpSchema>;
