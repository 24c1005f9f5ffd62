import { z } from '@hono/zod-openapi';
import { ENQUIRY_MSG } from './messages.ts';

/** Who sent a lead (required on every lead route). */
export const SourceField = z.enum(['web', 'android', 'ios'], { error: ENQUIRY_MSG.sourceInvalid }).openapi({ example: 'web' });

/** Spec §9: the person counts the forms offer. */
export const PERSON_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11-20', '21-40', '40+'] as const;
export const PersonsField = z.enum(PERSON_OPTIONS, { error: ENQUIRY_MSG.personRequired }).openapi({ example: '11-20' });

/** Spec §9: at most 3 packages per enquiry. */
export const MAX_ENQUIRY_PACKAGES = 3;

/** A 24-hex id (enquiry, package, Zoom session). */
export const IdField = z.string().trim().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hex id').openapi({ example: '65f1c0ffee0000000000a001' });

/** Trimmed and lower-cased; `emailPattern` narrows it further (the quick form's com/in/org/net rule). */
export const emailField = (pattern?: RegExp) =>
  z
    .string({ error: ENQUIRY_MSG.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: ENQUIRY_MSG.emailInvalid }))
    .refine((value) => !pattern || pattern.test(value), ENQUIRY_MSG.emailInvalid)
    .openapi({ example: 'asha.rao@example.com' });

/** Spec §5 "Enquiry email": a domain ending in com, in, org or net. */
export const ENQUIRY_EMAIL_PATTERN = /\.(com|in|org|net)$/;

export const nameField = (minLength: number, message: string) =>
  z.string({ error: message }).trim().min(minLength, message).max(120, 'must be at most 120 characters').openapi({ example: 'Asha Rao' });

export const PageLinkField = z.string().trim().max(2000, 'must be at most 2000 characters').optional().openapi({ example: 'https://example.com/package/kailash' });
