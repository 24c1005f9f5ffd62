import { encodeTypedId } from '../../domain/relay/typed-id.ts';
import type { EmployeeCouponResolvers, EmployeeCouponUseResolvers, EmployeeOrderResolvers, EmployeeOrderTravellerResolvers } from '../../generated/resolvers-types.ts';

const nameOf = ({ firstname, lastname }: { firstname: string | null; lastname: string | null }) => [firstname, lastname].filter(Boolean).join(' ') || 'Guest';

export const EmployeeCoupon: EmployeeCouponResolvers = {
  maxDiscount: (coupon) => coupon.maxDiscountPaise,
  flatAmount: (coupon) => coupon.flatPaise,
  minimumBooking: (coupon) => coupon.minBookingPaise,
};

export const EmployeeCouponUse: EmployeeCouponUseResolvers = {
  orderId: (use) => encodeTypedId('EmployeeOrder', use.orderId),
  customerName: (use) => nameOf(use.customer),
  discount: (use) => use.discountPaise,
  total: (use) => use.totalPaise,
};

export const EmployeeOrder: EmployeeOrderResolvers = {
  id: (order) => encodeTypedId('EmployeeOrder', order._id),
  internalId: (order) => order._id,
  customerName: (order) => nameOf(order.customer),
  travellers: (order) => order.passengers,
  subtotal: (order) => order.subtotalPaise,
  discount: (order) => order.discountPaise,
  gst: (order) => order.gstPaise,
  total: (order) => order.totalPaise,
  paid: (order) => order.paidPaise,
  balance: (order) => order.balancePaise,
};

export const EmployeeOrderTraveller: EmployeeOrderTravellerResolvers = {
  fullName: (traveller) => `${traveller.firstname} ${traveller.lastname}`,
};
