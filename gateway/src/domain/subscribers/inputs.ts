import { z } from 'zod';
import { optionalText } from '../../mutations/fields/lead.ts';
import { phoneCheck, restPhoneOf } from '../../mutations/fields/phone-field.ts';
import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { emailField, requiredText } from '../../mutations/fields/text.ts';

/** What a subscription may be to: a short lowercase word (`newsletter`, `whatsapp`, `youtube`), as the api takes it. */
const CATEGORY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** The newsletter/channels popup: e-mail and first name required; a mobile number, when given, must be valid. */
export const subscribeToNewsletterInput = z
  .object({
    email: emailField,
    firstName: requiredText('First name is required').pipe(z.string().max(100, 'First name must be at most 100 characters')),
    lastName: optionalText(100, 'Last name must be at most 100 characters'),
    mobile: z.string().trim().nullish(),
    countryCode: z.string().nullish(),
    category: z
      .string()
      .trim()
      .toLowerCase()
      .regex(CATEGORY_PATTERN, 'Choose what to subscribe to')
      .nullish()
      .transform((category) => category ?? undefined),
  })
  .check(phoneCheck({ required: M.phoneInvalid, invalid: M.phoneInvalid }, { optional: true }))
  .transform(({ mobile, countryCode, ...fields }) => ({
    ...fields,
    phone: mobile ? restPhoneOf({ mobile, countryCode }) : undefined,
  }));
