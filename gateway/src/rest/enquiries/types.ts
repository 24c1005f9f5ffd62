import type { z } from 'zod';
import type { enquirySchema } from './schemas.ts';

/** The REST enquiry as `GET /user/enquiry` answers it; the parent of every `Enquiry` resolver. */
export type EnquiryModel = z.infer<typeof enquirySchema>;

/** One package an enquiry names; the parent of `EnquiryPackage`. */
export type EnquiryPackageModel = EnquiryModel['packagelist'][number];

/** A lead the api stored and sent an OTP for. */
export interface LeadSent {
  /** The REST id of the stored enquiry (`data.data`). */
  enquiryId: string;
  otpSent: boolean;
  /** Seconds before another OTP may be asked for (60 after a send). */
  retryAfterSeconds: number;
  /** The api's message. */
  message: string | null;
}

/** A lead the api stored while a limit held its OTP back (a 429 carrying the id). */
export interface HeldLead {
  enquiryId: string;
  retryAfterSeconds: number | null;
}
