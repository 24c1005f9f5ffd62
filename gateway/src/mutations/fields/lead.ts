import { z } from 'zod';

/**
 * The page a lead was sent from (spec `pagessourcelink`): optional, kept as given (at most 2,000 characters);
 * an empty value is no page.
 */
export const pageUrlField = z
  .string()
  .trim()
  .max(2000, 'The page address must be at most 2000 characters')
  .nullish()
  .transform((url) => url || undefined);

/**
 * The verified-number token of an earlier `verifyEnquiryOtp` (opaque; the api checks it): optional, empty read as
 * none. Sent upstream as `verifiedNumberToken`.
 */
export const verifiedNumberTokenField = z
  .string()
  .trim()
  .max(200, 'The verified number token must be at most 200 characters')
  .nullish()
  .transform((token) => token || undefined);

/** An optional free text: trimmed, at most `max` characters, empty read as none. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((text) => text || undefined);

/** The REST id of a stored lead (`enquiryId` of a payload). */
export const enquiryIdField = z.string().trim().min(1, 'Enquiry ID is required').max(64, 'Enquiry ID is invalid');
