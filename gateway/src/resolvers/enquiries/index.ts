import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Enquiry, EnquiryPackage } from './enquiry.ts';
import { Viewer } from './viewer.ts';

/** The enquiries domain (REST `GET /user/enquiry`): `Viewer.enquiries`, `Enquiry`, `EnquiryPackage`. */
export const enquiriesResolvers: Resolvers = { Viewer, Enquiry, EnquiryPackage };
