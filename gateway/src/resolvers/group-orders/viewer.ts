import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { ViewerResolvers } from '../../generated/resolvers-types.ts';
import { MAX_GROUP_ORDERS_PER_PAGE } from '../../rest/group-orders/group-orders.ts';

/** `Viewer.groupOrders`: `/get-group-orders` pages, newest first, 10 unless asked otherwise (1 to 50). */
export const ViewerGroupOrders: Pick<ViewerResolvers, 'groupOrders'> = {
  groupOrders: (_viewer, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first ?? 10, after), (page) => loaders.groupOrdersPage.load(page), MAX_GROUP_ORDERS_PER_PAGE),
};
