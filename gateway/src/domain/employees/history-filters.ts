import { isCalendarDate } from '@pilgrim/schema/rules';
import { badUserInputError } from '../../errors.ts';
import { parseGlobalId } from '../relay/index.ts';
import type { CouponHistoryFilters } from '../../rest/employees/types.ts';

type Args = { from?: string | null; to?: string | null; couponCode?: string | null; packageId?: string | null };

const dateOrNull = (name: string, value: string | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (!isCalendarDate(value)) throw badUserInputError(`"${name}" must be a date written YYYY-MM-DD, got "${value}".`);
  return value;
};

/** `couponHistory`'s arguments as the REST filters: real dates in order, a trimmed code, a Package global ID. */
export function historyFilters(args: Args): CouponHistoryFilters {
  const dtstart = dateOrNull('from', args.from);
  const dtend = dateOrNull('to', args.to);
  if (dtstart && dtend && dtstart > dtend) throw badUserInputError('"from" must not be after "to".');
  const code = args.couponCode?.trim().toUpperCase() || null;
  if (code && code.length > 40) throw badUserInputError('"couponCode" must be at most 40 characters.');
  let packageId: string | null = null;
  if (args.packageId) {
    const resolved = parseGlobalId(args.packageId);
    if (resolved.type !== 'Package') throw badUserInputError(`"packageId" must be the ID of a Package.`);
    packageId = resolved.internalId;
  }
  return { dtstart, dtend, couponCode: code, packageId };
}
