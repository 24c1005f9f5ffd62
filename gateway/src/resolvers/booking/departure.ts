import { paiseOfRupees } from '../../domain/money/index.ts';
import { adultPricePaise } from '../../domain/pricing/index.ts';
import type { DepartureResolvers } from '../../generated/resolvers-types.ts';

const cardPrice = (parent: { inrPricePaise?: number | undefined; inrPrice: number }) => parent.inrPricePaise ?? paiseOfRupees(parent.inrPrice);

/**
 * `Departure`: the REST departure; `price` is the card rule (spec §5) from `inrPricePaise` (whole `inrPrice` rupees
 * from an older api); `adultPrice` what check-out charges an adult on it, from the package's price table (batched).
 */
export const Departure: DepartureResolvers = {
  internalId: (parent) => parent._id,
  price: cardPrice,
  adultPrice: async (parent, _args, { loaders }) => {
    const pkg = await loaders.packageById.load(parent.packageId);
    return (pkg && adultPricePaise(pkg.prices, parent.surchargePercent)) ?? cardPrice(parent);
  },
};
