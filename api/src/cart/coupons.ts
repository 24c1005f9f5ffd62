import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema/cart.ts';
import type { CouponRule } from '../pricing/pricing.ts';
import { CART_MESSAGES as MSG } from './messages.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, normaliseCouponCode(code)));
  return row;
}

/** Why this coupon cannot be used on a booking of `subtotalPaise` now; null when it can. */
export function couponProblem(coupon: CouponRow | undefined, subtotalPaise: number, now: Date): string | null {
  if (!coupon) return MSG.couponInvalid;
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime()) return MSG.couponExpired;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return MSG.couponUsedUp;
  if (subtotalPaise < coupon.minBookingPaise) return MSG.couponMinimum(coupon.minBookingPaise);
  return null;
}

export function couponRule(coupon: CouponRow): CouponRule {
  return coupon.kind === 'PERCENT'
    ? { kind: 'PERCENT', percent: coupon.percent ?? 0, maxDiscountPaise: coupon.maxDiscountPaise }
    : { kind: 'FLAT', flatPaise: coupon.flatPaise ?? 0 };
}

/**
 * Counts one use of a coupon when a payment succeeds: one conditional UPDATE, so concurrent successes can
 * never pass `max_uses` (PostgreSQL re-checks the WHERE on the row's newest version after a concurrent
 * writer commits). False when the coupon is used up (or gone).
 */
export async function consumeCoupon(tx: Db, code: string): Promise<boolean> {
  const updated = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(sql`${coupons.code} = ${code} and (${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`)
    .returning({ code: coupons.code });
  return updated.length > 0;
}
