import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { coupons } from '../db/schema/cart.ts';
import { packages } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { employeeCoupons } from '../db/schema/employees.ts';
import { orders } from '../db/schema/orders.ts';
import { departureGuides, tourGuides } from '../db/schema/tour-guides.ts';
import { COUPON_CUSTOMERS, EMPLOYEE_COUPONS, SEED_COUPON_USES, SEED_EMPLOYEE, SEED_TOUR_GUIDES } from './employees.ts';
import { stableId } from './ids.ts';
import { fromExcluded } from './upsert.ts';

const SEEDED_AT = new Date('2025-12-01T06:00:00Z');
const GST_PERCENT = 5;

/** The employee, its coupons, the customers' orders that applied them; never overwrites what is there. */
export async function seedEmployees(tx: Db): Promise<void> {
  const { password: _password, ...employee } = SEED_EMPLOYEE;
  const people = [
    { ...employee, emailVerified: true, role: 'employee' as const },
    ...COUPON_CUSTOMERS.map(({ key: _key, ...customer }) => ({ ...customer, passwordHash: SEED_EMPLOYEE.passwordHash, emailVerified: false, role: 'customer' as const })),
  ];
  await tx.insert(users).values(people.map((person) => ({ ...person, mobileVerified: true, source: 'seed', createdAt: SEEDED_AT, updatedAt: SEEDED_AT }))).onConflictDoNothing();
  const usesOf = (code: string) => SEED_COUPON_USES.filter((use) => use.coupon === code).length;
  await tx
    .insert(coupons)
    .values(EMPLOYEE_COUPONS.map((coupon) => ({ ...coupon, usedCount: usesOf(coupon.code) })))
    .onConflictDoUpdate({ target: coupons.code, set: fromExcluded(coupons, ['description', 'kind', 'percent', 'maxDiscountPaise', 'flatPaise']) });
  await tx.insert(employeeCoupons).values(EMPLOYEE_COUPONS.map((coupon) => ({ couponCode: coupon.code, employeeId: SEED_EMPLOYEE.id, assignedAt: SEEDED_AT }))).onConflictDoNothing();
  const slugs = [...new Set(SEED_COUPON_USES.map((use) => use.slug))];
  const found = await tx.select({ id: packages.id, slug: packages.slug, title: packages.title }).from(packages).where(inArray(packages.slug, slugs));
  const bySlug = new Map(found.map((row) => [row.slug, row]));
  const rows = SEED_COUPON_USES.flatMap((use, index) => {
    const pkg = bySlug.get(use.slug);
    const customer = COUPON_CUSTOMERS[use.customer]!;
    if (!pkg) return [];
    const subtotalPaise = use.pricePaise * use.travellers;
    const coupon = EMPLOYEE_COUPONS.find((one) => one.code === use.coupon)!;
    const discountPaise = coupon.kind === 'FLAT' ? coupon.flatPaise! : Math.min(Math.round((subtotalPaise * coupon.percent!) / 100), coupon.maxDiscountPaise!);
    const gstPaise = Math.round(((subtotalPaise - discountPaise) * GST_PERCENT) / 100);
    const totalPaise = subtotalPaise - discountPaise + gstPaise;
    const passengers = Array.from({ length: use.travellers }, (_, n) => ({
      firstname: n === 0 ? customer.firstname : `${customer.firstname} (companion ${n})`,
      lastname: customer.lastname,
      gender: n % 2 === 0 ? 'male' : 'female',
      dob: `19${60 + n * 7}-03-1${n}`,
      passengerType: 'Adult',
      pricePaise: use.pricePaise,
    }));
    return [{
      id: stableId('order', `employee-coupon-use-${index}`),
      userId: customer.id,
      reference: `PT-2026-9002${String(index).padStart(2, '0')}`,
      status: use.status,
      packageId: pkg.id,
      packageSlug: pkg.slug,
      packageTitle: pkg.title,
      departureDate: use.departure,
      occupancy: 'Twin Sharing',
      passengers,
      couponCode: use.coupon,
      subtotalPaise,
      discountPaise,
      gstPaise,
      totalPaise,
      paidPaise: use.status === 'PROCESSING' ? Math.ceil(totalPaise / 4 / 100) * 100 : totalPaise,
      createdAt: new Date(`${use.booked}T10:30:00+05:30`),
    }];
  });
  if (rows.length) await tx.insert(orders).values(rows).onConflictDoNothing();
}

/**
 * The tour guides (upserted by stable id) and two of them on every departure that has none yet, chosen by the
 * departure id's hash: one statement, whatever the catalogue's size.
 */
export async function seedTourGuides(tx: Db): Promise<void> {
  await tx
    .insert(tourGuides)
    .values(SEED_TOUR_GUIDES.map(({ key: _key, ...guide }) => ({ ...guide, createdAt: SEEDED_AT })))
    .onConflictDoUpdate({ target: tourGuides.id, set: fromExcluded(tourGuides, ['name', 'mobile', 'email']) });
  const ids = sql.param(SEED_TOUR_GUIDES.map((guide) => guide.id));
  const n = SEED_TOUR_GUIDES.length;
  await tx.execute(sql`
    insert into ${departureGuides} (departure_id, guide_id)
    select d.id, (${ids}::text[])[1 + ((abs(hashtext(d.id)::bigint) + pick) % ${n})]
    from ${departures} d cross join (values (0), (1)) as picks(pick)
    where not exists (select 1 from ${departureGuides} g where g.departure_id = d.id)
    on conflict do nothing`);
}

export async function isEmployeeSeedMissing(db: Db): Promise<boolean> {
  const found = await db.select({ id: tourGuides.id }).from(tourGuides).limit(1);
  return found.length === 0;
}

/** The employee seed and the guides alone, in one transaction: a database seeded before migration 0015. */
export async function seedEmployeesAndGuides(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedEmployees(tx);
    await seedTourGuides(tx);
  });
}
