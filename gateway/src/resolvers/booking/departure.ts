import { formatRupees } from '../../domain/pricing/index.ts';
import type { DepartureResolvers } from '../../generated/resolvers-types.ts';

/** `Departure`: the REST departure with its price formatted like the package prices. */
export const Departure: DepartureResolvers = {
  internalId: (parent) => parent._id,
  price: (parent) => ({ amount: parent.inrPrice, currency: 'INR', label: formatRupees(parent.inrPrice) }),
};
