import { paiseOfRupees } from '../../domain/money/index.ts';
import type { DepartureResolvers } from '../../generated/resolvers-types.ts';

/** `Departure`: the REST departure; its price is `Money` from `inrPricePaise` (whole `inrPrice` rupees from an older api). */
export const Departure: DepartureResolvers = {
  internalId: (parent) => parent._id,
  price: (parent) => parent.inrPricePaise ?? paiseOfRupees(parent.inrPrice),
};
