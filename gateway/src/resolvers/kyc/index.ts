import type { Resolvers } from '../../generated/resolvers-types.ts';
import { OrderKyc, OrderPassengerDocuments, ViewerKyc } from './kyc.ts';
import { passengerMutations } from './passenger-mutations.ts';
import { updateKycMutations } from './update-kyc.ts';

/** The kyc domain: `Viewer.kyc`/`photo`, `Order.passengerDocuments` and five mutations (REST `/user/*`, `/order-passenger/*`). */
export const kycResolvers: Resolvers = {
  Mutation: { ...updateKycMutations, ...passengerMutations },
  Viewer: ViewerKyc,
  Order: OrderKyc,
  OrderPassengerDocuments,
};
