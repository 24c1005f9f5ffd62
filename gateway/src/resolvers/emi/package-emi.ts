import { quoteEmi } from '../../domain/emi/index.ts';
import { displayPrice } from '../../domain/pricing/index.ts';
import type { PackageResolvers } from '../../generated/resolvers-types.ts';

/** `Package.emi`: the EMI quote of the display price; none while the package is 'Coming Soon..'. */
export const packageEmi: Pick<PackageResolvers, 'emi'> = {
  emi: (parent) => {
    const price = displayPrice(parent.prices);
    return price.amount === null ? null : quoteEmi(price.amount);
  },
};
