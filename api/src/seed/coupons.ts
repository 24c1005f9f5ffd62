import type { coupons } from '../db/schema/cart.ts';

export type CouponRow = typeof coupons.$inferInsert;

/**
 * The seeded coupons (listed in api/README.md "Coupons"), one per rule the cart checks. A reseed updates
 * their terms but never their `used_count`.
 */
export const SEED_COUPONS: CouponRow[] = [
  { code: 'PILGRIM10', description: '10% off, up to ₹5,000', kind: 'PERCENT', percent: 10, maxDiscountPaise: 500_000 },
  { code: 'FLAT1000', description: '₹1,000 off any booking', kind: 'FLAT', flatPaise: 100_000 },
  { code: 'YATRA5000', description: '₹5,000 off bookings of ₹50,000 or more', kind: 'FLAT', flatPaise: 500_000, minBookingPaise: 5_000_000 },
  { code: 'DIWALI2025', description: '15% off Diwali 2025 departures', kind: 'PERCENT', percent: 15, maxDiscountPaise: 1_000_000, expiresAt: new Date('2025-11-15T18:29:59Z') },
  { code: 'EARLYBIRD', description: '5% off for the first 100 pilgrims, up to ₹2,500', kind: 'PERCENT', percent: 5, maxDiscountPaise: 250_000, maxUses: 100, usedCount: 99 },
  { code: 'SHIVRATRI', description: '₹2,000 off for the first 50 pilgrims', kind: 'FLAT', flatPaise: 200_000, maxUses: 50, usedCount: 50 },
];
