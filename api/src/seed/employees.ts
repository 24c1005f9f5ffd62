import { stableId } from './ids.ts';
import { TEST_REVIEWER } from './community/test-user.ts';

/**
 * The seeded employee (api/README.md "Employees"): signs in with `employee@example.com` (confirmed) or the mobile
 * and `Yatra@2026` (the reviewer's precomputed scrypt hash), holds two coupons, and customers have applied them to
 * the orders below, so that the coupon history has three pages of 5 from a fresh start.
 */
export const SEED_EMPLOYEE = {
  id: stableId('user', 'seed-employee'),
  email: 'employee@example.com',
  mobile: '+919812300021',
  firstname: 'Ananya',
  lastname: 'Rao',
  password: TEST_REVIEWER.password,
  passwordHash: TEST_REVIEWER.passwordHash,
} as const;

export const EMPLOYEE_COUPONS = [
  { code: 'ANANYA5', description: '5% off, up to ₹3,000 (Ananya Rao, Delhi office)', kind: 'PERCENT' as const, percent: 5, maxDiscountPaise: 300_000 },
  { code: 'ANANYA2000', description: '₹2,000 off any booking (Ananya Rao, Delhi office)', kind: 'FLAT' as const, flatPaise: 200_000 },
];

/** Customers who booked with the employee's coupons (unconfirmed e-mails: they sign in by mobile). */
export const COUPON_CUSTOMERS = [
  { key: 'ravi', firstname: 'Ravi', lastname: 'Sharma', mobile: '+919812300041', email: 'ravi.sharma@example.com' },
  { key: 'lakshmi', firstname: 'Lakshmi', lastname: 'Narayanan', mobile: '+919812300042', email: 'lakshmi.n@example.com' },
  { key: 'harpreet', firstname: 'Harpreet', lastname: 'Kaur', mobile: '+919812300043', email: 'harpreet.kaur@example.com' },
  { key: 'suresh', firstname: 'Suresh', lastname: 'Patil', mobile: '+919812300044', email: 'suresh.patil@example.com' },
].map((customer) => ({ ...customer, id: stableId('user', `coupon-customer-${customer.key}`) }));

type SeedUse = { customer: number; coupon: string; slug: string; booked: string; departure: string; travellers: number; pricePaise: number; status: 'PROCESSING' | 'COMPLETED' | 'CANCELLED' };

/** 13 uses, newest last: three pages of 5 (5, 5, 3); Char Dham from Haridwar holds 5 of them. */
export const SEED_COUPON_USES: SeedUse[] = [
  { customer: 0, coupon: 'ANANYA5', slug: 'char-dham-yatra-from-haridwar', booked: '2026-01-08', departure: '2026-05-10', travellers: 2, pricePaise: 3_650_000, status: 'COMPLETED' },
  { customer: 1, coupon: 'ANANYA2000', slug: 'kailash-mansarovar-yatra-overland-via-kathmandu', booked: '2026-01-21', departure: '2026-06-14', travellers: 1, pricePaise: 17_900_000, status: 'COMPLETED' },
  { customer: 2, coupon: 'ANANYA5', slug: 'char-dham-yatra-from-delhi', booked: '2026-02-03', departure: '2026-05-24', travellers: 3, pricePaise: 4_299_900, status: 'COMPLETED' },
  { customer: 3, coupon: 'ANANYA2000', slug: 'char-dham-yatra-from-haridwar', booked: '2026-02-17', departure: '2026-05-17', travellers: 2, pricePaise: 3_650_000, status: 'CANCELLED' },
  { customer: 0, coupon: 'ANANYA2000', slug: 'char-dham-yatra-by-helicopter', booked: '2026-03-02', departure: '2026-05-31', travellers: 2, pricePaise: 19_900_000, status: 'COMPLETED' },
  { customer: 1, coupon: 'ANANYA5', slug: 'char-dham-yatra-from-haridwar', booked: '2026-03-19', departure: '2026-06-07', travellers: 4, pricePaise: 3_650_000, status: 'COMPLETED' },
  { customer: 2, coupon: 'ANANYA5', slug: 'kailash-mansarovar-yatra-overland-via-kathmandu', booked: '2026-04-06', departure: '2026-07-12', travellers: 2, pricePaise: 17_900_000, status: 'COMPLETED' },
  { customer: 3, coupon: 'ANANYA5', slug: 'char-dham-yatra-from-delhi', booked: '2026-05-11', departure: '2026-09-20', travellers: 1, pricePaise: 4_299_900, status: 'COMPLETED' },
  { customer: 0, coupon: 'ANANYA2000', slug: 'char-dham-yatra-from-haridwar', booked: '2026-06-23', departure: '2026-09-27', travellers: 2, pricePaise: 3_650_000, status: 'COMPLETED' },
  { customer: 1, coupon: 'ANANYA2000', slug: 'char-dham-yatra-from-delhi', booked: '2026-08-04', departure: '2027-05-09', travellers: 2, pricePaise: 4_299_900, status: 'PROCESSING' },
  { customer: 2, coupon: 'ANANYA5', slug: 'char-dham-yatra-by-helicopter', booked: '2026-09-15', departure: '2027-05-16', travellers: 1, pricePaise: 19_900_000, status: 'PROCESSING' },
  { customer: 3, coupon: 'ANANYA2000', slug: 'kailash-mansarovar-yatra-overland-via-kathmandu', booked: '2026-10-02', departure: '2027-06-13', travellers: 2, pricePaise: 17_900_000, status: 'PROCESSING' },
  { customer: 0, coupon: 'ANANYA5', slug: 'char-dham-yatra-from-haridwar', booked: '2026-10-28', departure: '2027-05-23', travellers: 3, pricePaise: 3_650_000, status: 'PROCESSING' },
];

/** The seeded tour guides; the seed assigns two of them to every departure of the catalogue. */
export const SEED_TOUR_GUIDES = [
  { key: 'tenzing', name: 'Tenzing Norgay Sherpa', mobile: '+9779851012345', email: 'tenzing.sherpa@example.com' },
  { key: 'mahesh', name: 'Mahesh Joshi', mobile: '+919412300101', email: 'mahesh.joshi@example.com' },
  { key: 'kavita', name: 'Kavita Negi', mobile: '+919412300102', email: 'kavita.negi@example.com' },
  { key: 'pemba', name: 'Pemba Dorje', mobile: '+9779841023456', email: 'pemba.dorje@example.com' },
  { key: 'rajesh', name: 'Rajesh Bisht', mobile: '+919412300103', email: 'rajesh.bisht@example.com' },
  { key: 'sunita', name: 'Sunita Rawat', mobile: '+919412300104', email: 'sunita.rawat@example.com' },
].map((guide) => ({ ...guide, id: stableId('guide', guide.key) }));
