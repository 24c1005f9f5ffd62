/** Codegen mappers of the kyc domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const kycMappers = {
  Kyc: '../rest/kyc/types.ts#KycModel',
  OrderPassengerDocuments: '../rest/kyc/types.ts#PassengerDocumentsModel',
};
