/** Codegen mappers of the enquiries domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const enquiriesMappers = {
  Enquiry: '../rest/enquiries/types.ts#EnquiryModel',
  EnquiryPackage: '../rest/enquiries/types.ts#EnquiryPackageModel',
};
