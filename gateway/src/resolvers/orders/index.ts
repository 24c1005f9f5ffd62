import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Order, OrderCounts, OrderGiftCard, OrderTraveller } from './order.ts';
import { ViewerOrders } from './viewer.ts';

/** The orders domain (REST `/get-order*`): `Viewer.orders`, `Viewer.orderCounts`, `Order`. */
export const ordersResolvers: Resolvers = { Viewer: ViewerOrders, Order, OrderTraveller, OrderGiftCard, OrderCounts };
