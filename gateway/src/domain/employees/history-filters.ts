import { dateRangeProblem } from '@pilgrim/schema/rules';
import { badUserInputError } from '../../errors.ts';
import { parseGlobalId } from '../relay/index.ts';
import type { CouponHistoryFilters } from '../../rest/employees/types.ts';

type Args = { from?: string | null; to?: string | null; couponCode?: string | null; packageId?: string | null };

/**
 * `couponHistory`'s arguments as the REST filters, refused with BAD_USER_INPUT before any call: real days in
 * order (the rule the web form shares), a code of at most 40 characters, a Package global ID.
 */
export function historyFilters(args: Args): CouponHistoryFilters {
  const dtstart = args.from || null;
  const dtend = args.to || null;
  const problem = dateRangeProblem(dtstart, dtend);
  if (problem) throw badUserInputError(`"${problem.field}": ${problem.message}.`);
  const code = args.couponCode?.trim().toUpperCase() || null;
  if (code && code.length > 40) throw badUserInputError('"couponCode" must be at most 40 characters.');
  let packageId: string | null = null;
  if (args.packageId) {
    const resolved = parseGlobalId(args.packageId);
    if (resolved.type !== 'Package') throw badUserInputError('"packageId" must be the ID of a Package.');
    packageId = resolved.internalId;
  }
  return { dtstart, dtend, couponCode: code, packageId };
}
