import type { coupons } from '../db/schema/cart.ts';
import type { orders } from '../db/schema/orders.ts';
import type { CouponHistoryEntry, EmployeeOrder } from './schemas.ts';

type OrderRow = typeof orders.$inferSelect;
type Customer = { firstname: string | null; lastname: string | null };

export const toEmployeeCoupon = ({ coupon, assignedAt }: { coupon: typeof coupons.$inferSelect; assignedAt: Date }) => ({
  code: coupon.code,
  description: coupon.description,
  kind: coupon.kind,
  percent: coupon.percent,
  maxDiscountPaise: coupon.maxDiscountPaise,
  flatPaise: coupon.flatPaise,
  minBookingPaise: coupon.minBookingPaise,
  expiresAt: coupon.expiresAt?.toISOString() ?? null,
  maxUses: coupon.maxUses,
  usedCount: coupon.usedCount,
  assignedAt: assignedAt.toISOString(),
});

export const toCouponUse = ({ order, customer }: { order: OrderRow; customer: Customer }): CouponHistoryEntry => ({
  orderId: order.id,
  reference: order.reference,
  status: order.status,
  couponCode: order.couponCode ?? '',
  packageId: order.packageId,
  packageTitle: order.packageTitle,
  departureDate: order.departureDate,
  customer,
  travellerCount: order.passengers.length,
  discountPaise: order.discountPaise,
  totalPaise: order.totalPaise,
  createdAt: order.createdAt.toISOString(),
});

/** The employee's view: names and money, never the customer's contact details or travellers' dates of birth. */
export const toEmployeeOrder = ({ order, customer }: { order: OrderRow; customer: Customer }): EmployeeOrder => ({
  _id: order.id,
  reference: order.reference,
  status: order.status,
  couponCode: order.couponCode ?? '',
  packageId: order.packageId,
  packageSlug: order.packageSlug,
  packageTitle: order.packageTitle,
  departureDate: order.departureDate,
  occupancy: order.occupancy,
  customer,
  passengers: order.passengers.map(({ firstname, lastname, passengerType }) => ({ firstname, lastname, passengerType })),
  subtotalPaise: order.subtotalPaise,
  discountPaise: order.discountPaise,
  gstPaise: order.gstPaise,
  totalPaise: order.totalPaise,
  paidPaise: order.paidPaise,
  balancePaise: order.totalPaise - order.paidPaise,
  createdAt: order.createdAt.toISOString(),
});
