import type { z } from 'zod';
import type { ORDER_STATUSES, orderSchema } from './schemas.ts';

/** The REST order; the parent of every `Order` resolver. */
export type OrderModel = z.infer<typeof orderSchema>;
/** A traveller as booked; the parent of `OrderTraveller`. */
export type OrderTravellerModel = OrderModel['passengers'][number];
/** A gift card's part of an order; the parent of `OrderGiftCard`. */
export type OrderGiftCardModel = OrderModel['giftCards'][number];
export type OrderStatusModel = (typeof ORDER_STATUSES)[number];
export type OrderCountsModel = Record<OrderStatusModel, number>;
