import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { Gender, OrderCountsResolvers, OrderGiftCardResolvers, OrderResolvers, OrderTravellerResolvers } from '../../generated/resolvers-types.ts';

/**
 * `Order` over the REST order; its package through the batched package loader (a page of orders: one `/packages?id[]=`
 * call), null when the catalogue no longer lists it — the order's snapshot `packageTitle`/`packageSlug` always answer.
 */
export const Order: OrderResolvers = {
  id: (order) => encodeGlobalId('Order', order._id),
  internalId: (order) => order._id,
  package: (order, _args, { loaders }) => loaders.packageById.load(order.packageId),
  travellers: (order) => order.passengers,
  subtotal: (order) => order.subtotalPaise,
  discount: (order) => order.discountPaise,
  gst: (order) => order.gstPaise,
  total: (order) => order.totalPaise,
  paid: (order) => order.paidPaise,
  balance: (order) => order.balancePaise,
  giftCardAmount: (order) => order.giftCardPaise,
};

/** A gift card's part of an order: the REST answer carries only the code's last 4 characters. */
export const OrderGiftCard: OrderGiftCardResolvers = {
  amount: (part) => part.amountPaise,
};

export const OrderTraveller: OrderTravellerResolvers = {
  fullName: (traveller) => `${traveller.firstname} ${traveller.lastname}`,
  gender: (traveller) => traveller.gender.toUpperCase() as Gender,
  dateOfBirth: (traveller) => traveller.dob,
  price: (traveller) => traveller.pricePaise,
};

export const OrderCounts: OrderCountsResolvers = {
  processing: (counts) => counts.PROCESSING,
  completed: (counts) => counts.COMPLETED,
  cancelled: (counts) => counts.CANCELLED,
};
