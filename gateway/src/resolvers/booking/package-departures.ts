import { isCalendarDate } from '@pilgrim/schema/rules';
import { MAX_DEPARTURES, nextOnSale, selectDepartures } from '../../domain/booking/select.ts';
import { badUserInputError } from '../../errors.ts';
import type { PackageResolvers } from '../../generated/resolvers-types.ts';

/**
 * `Package.departures` and `Package.nextDeparture`: both read the package's upcoming departures through one
 * per-request loader, so a page costs one REST call and a list of packages one batch call.
 */
export const packageDepartures: Pick<PackageResolvers, 'departures' | 'nextDeparture'> = {
  departures: async (parent, { from, first }, context) => {
    if (from != null && !isCalendarDate(from)) throw badUserInputError("'from' must be a date as YYYY-MM-DD");
    const count = first ?? 60;
    if (!Number.isInteger(count) || count < 1 || count > MAX_DEPARTURES) {
      throw badUserInputError(`'first' must be from 1 to ${MAX_DEPARTURES}`);
    }
    return selectDepartures(await context.loaders.departuresByPackage.load(parent._id), from ?? null, count);
  },
  nextDeparture: async (parent, _args, context) => nextOnSale(await context.loaders.departuresByPackage.load(parent._id)),
};
