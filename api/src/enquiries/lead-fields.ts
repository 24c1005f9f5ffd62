import { z } from '@hono/zod-openapi';
import { ENQUIRY_MSG } from './messages.ts';

export { LeadSourceField as SourceField, PageLinkField } from '../leads/fields.ts';

/** Spec §9: the person counts the forms offer. */
export const PERSON_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11-20', '21-40', '40+'] as const;
export const PersonsField = z.enum(PERSON_OPTIONS, { error: ENQUIRY_MSG.personRequired }).openapi({ example: '11-20' });

/** Spec §9: at most 3 packages per enquiry. */
export const MAX_ENQUIRY_PACKAGES = 3;

/** Trimmed and lower-cased; `emailPattern` narrows it further (the quick form's com/in/org/net rule). */
export const emailField = (pattern?: RegExp) =>
  z
    .string({ error: ENQUIRY_MSG.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: ENQUIRY_MSG.emailInvalid }))
    .refine((value) => !pattern || pattern.test(value), ENQUIRY_MSG.emailInvalid)
    .openapi({ example: 'asha.rao@example.com' });

/** Spec §5 "Enquiry email": a domain ending in com, in, org or net. */
export const ENQUIRY_EMAIL_PATTERN = /\.(com|in|org|net)$/;

export const nameField = (minLength: number, message: string) =>
  z.string({ error: message }).trim().min(minLength, message).max(120, 'must be at most 120 characters').openapi({ example: 'Asha Rao' });

