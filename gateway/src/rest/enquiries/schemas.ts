import { z } from 'zod';
import { pageEnvelope } from '../envelope.ts';

/** `Enquiry` of CONTRACT.md (Enquiries): one item of `GET /user/enquiry`. */
export const enquirySchema = z.object({
  _id: z.string().min(1),
  kind: z.enum(['call', 'price', 'quick', 'footer']),
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
