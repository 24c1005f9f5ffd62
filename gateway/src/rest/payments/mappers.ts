/** Codegen mappers of the payments domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const paymentsMappers = {
  Payment: '../rest/payments/types.ts#PaymentModel',
};
