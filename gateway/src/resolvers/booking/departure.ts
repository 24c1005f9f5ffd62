import { paiseOfRupees } from '../../domain/money/index.ts';
import type { DepartureResolvers } from '../../generated/resolvers-types.ts';

/**
 * `Departure`: the REST departure; `price` is the api's price of the date — the least check-out charges one adult
 * on it (CONTRACT.md "Departures") — from `inrPricePaise` (whole `inrPrice` rupees from an older api).
 */
export const Departure: DepartureResolvers = {
  internalId: (parent) => parent._id,
  price: (parent) => parent.inrPricePaise ?? paiseOfRupees(parent.inrPrice),
};
