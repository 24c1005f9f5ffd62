import { COUPON_HISTORY_PAGE_SIZE } from '@pilgrim/schema/rules';
import { historyFilters } from '../../domain/employees/history-filters.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import { decodeTypedId } from '../../domain/relay/typed-id.ts';
import type { EmployeeAreaResolvers } from '../../generated/resolvers-types.ts';
import { MAX_HISTORY_PER_PAGE } from '../../rest/employees/employees.ts';

/** `EmployeeArea`: coupons (one call), the history (5 a page unless asked otherwise, spec §9) (a connection over the REST pages with the filters), one order. */
export const EmployeeArea: EmployeeAreaResolvers = {
  coupons: (_area, _args, { loaders }) => loaders.employeeCoupons(),
  couponHistory: (_area, { first, after, ...filters }, { loaders }) => {
    const window = connectionWindow(first ?? COUPON_HISTORY_PAGE_SIZE, after);
    const rest = historyFilters(filters);
    return connectionFromRestPages(window, (page) => loaders.couponHistoryPage.load({ ...rest, ...page }), MAX_HISTORY_PER_PAGE);
  },
  order: (_area, { id }, { loaders }) => {
    const internalId = decodeTypedId('EmployeeOrder', id);
    return internalId ? loaders.employeeOrderById.load(internalId) : null;
  },
};
