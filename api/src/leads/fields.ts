import { z } from '@hono/zod-openapi';

/**
 * The body fields every lead route takes (enquiries, Zoom sign-ups, subscriptions): one definition each, so the
 * three domains validate them alike.
 */

/** Who sent a lead (required on every lead route). */
export const LeadSourceField = z.enum(['web', 'android', 'ios'], { error: "must be 'web', 'android' or 'ios'" }).openapi({ example: 'web' });

/** The page a lead was sent from (spec `pagessourcelink`), when known. */
export const PageLinkField = z.string().trim().max(2000, 'must be at most 2000 characters').optional().openapi({ example: 'https://example.com/package/kailash' });

/** The `verifiedNumberToken` of an earlier lead's verification: proves the number, so this lead needs no OTP. */
export const VerifiedNumberTokenField = z
  .string({ error: 'must be the verifiedNumberToken of a verification' })
  .max(200)
  .optional()
  .openapi({ description: 'From an earlier `/enquiry/verify` of the same number (12 hours): the lead is stored verified, no OTP' });
