import type { z } from 'zod';
import type { enquirySchema } from './schemas.ts';

/** The REST enquiry as `GET /user/enquiry` answers it; the parent of every `Enquiry` resolver. */
export type EnquiryModel = z.infer<typeof enquirySchema>;

/** One package an enquiry names; the parent of `EnquiryPackage`. */
export type EnquiryPackageModel = EnquiryModel['packagelist'][number];
