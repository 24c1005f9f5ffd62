import { z } from 'zod';
import { pageEnvelope } from '../envelope.ts';

/** `Enquiry` of CONTRACT.md (Enquiries): one item of `GET /user/enquiry`. */
export const enquirySchema = z.object({
  _id: z.string().min(1),
  kind: z.enum(['call', 'price', 'quick', 'footer', 'zoom']),
  name: z.string().nullable(),
  mobile: z.number().int().nonnegative(),
  countrycode: z.string(),
  email: z.string().nullable(),
  packagelist: z.array(z.object({ packageid: z.string(), packagename: z.string() })),
  noofperson: z.string().nullable(),
  comment: z.string().nullable(),
  pagessourcelink: z.string().nullable(),
  source: z.string().nullable(),
  otpverified: z.boolean(),
  createdAt: z.string(),
});

export const enquiryPageAnswer = pageEnvelope(enquirySchema);

/** The envelope of a lead route's answer: the api's `message` and the route's `data`. */
const leadEnvelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string().optional(), data });

/** A lead stored and its OTP sent (CONTRACT.md, Lead capture): `data.data` is the enquiry id. */
export const leadSentAnswer = leadEnvelope(
  z.object({ data: z.string().min(1), otpSent: z.boolean(), retryAfter: z.number().int().nonnegative(), otpverified: z.boolean().optional() }),
);

/** The `data` of a 429 whose lead was stored but whose OTP a limit held back: the id and the wait. */
export const heldLeadSchema = z.object({
  data: z.string().min(1),
  otpSent: z.literal(false).optional(),
  retryAfter: z.number().int().nonnegative().optional(),
});

/** `/enquiry/verify`: the verified enquiry's id. */
export const leadVerifiedAnswer = leadEnvelope(z.object({ data: z.string().min(1), otpverified: z.literal(true), verifiedNumberToken: z.string().min(1).optional() }));
