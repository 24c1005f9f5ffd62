import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { ViewerResolvers } from '../../generated/resolvers-types.ts';
import { MAX_ORDERS_PER_PAGE } from '../../rest/orders/orders.ts';

/** A page of orders shows 10 unless asked otherwise (1 to 50). */
export const DEFAULT_ORDERS_PAGE = 10;

/** `Viewer.orders` (newest first, `/get-orders` pages, optionally of one status) and `Viewer.orderCounts` (one call). */
export const ViewerOrders: Pick<ViewerResolvers, 'orders' | 'orderCounts'> = {
  orders: (_viewer, { status, first, after }, { loaders }) =>
    connectionFromRestPages(
      connectionWindow(first ?? DEFAULT_ORDERS_PAGE, after),
      (page) => loaders.ordersPage.load({ status: status ?? null, ...page }),
      MAX_ORDERS_PER_PAGE,
    ),
  orderCounts: (_viewer, _args, { loaders }) => loaders.orderCounts(),
};
