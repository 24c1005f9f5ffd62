import type { EnquiryKind, EnquiryPackageResolvers, EnquiryResolvers } from '../../generated/resolvers-types.ts';
import { e164Of } from '../../mutations/fields/phone.ts';

export const Enquiry: EnquiryResolvers = {
  internalId: (enquiry) => enquiry._id,
  kind: (enquiry) => enquiry.kind.toUpperCase() as EnquiryKind,
  mobile: (enquiry) => e164Of(enquiry.countrycode, enquiry.mobile),
  packages: (enquiry) => enquiry.packagelist,
  persons: (enquiry) => enquiry.noofperson,
  pageUrl: (enquiry) => enquiry.pagessourcelink,
  verified: (enquiry) => enquiry.otpverified,
};

/** The package by id through the batched card loader (one `/packages?id[]=` call for a whole list). */
export const EnquiryPackage: EnquiryPackageResolvers = {
  title: (item) => item.packagename,
  package: (item, _args, { loaders }) => loaders.packageById.load(item.packageid),
};
