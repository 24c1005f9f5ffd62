import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { departures } from '../db/schema/departures.ts';
import { orders } from '../db/schema/orders.ts';
import { departureGuides, tourGuides } from '../db/schema/tour-guides.ts';
import { ApiError } from '../http/errors.ts';
import { TOUR_GUIDE_MESSAGES as MSG } from './messages.ts';
import type { TourGuide } from './schemas.ts';

const toGuide = (row: typeof tourGuides.$inferSelect): TourGuide => ({ _id: row.id, name: row.name, mobile: row.mobile, email: row.email });

/**
 * The guides of the caller's orders, in the order asked: one query for the orders, one for their guides. An
 * order's departure is its `departure_id`, or (a departure since re-created) its package and date. Any id that is
 * not one of the caller's orders is 404, so nobody learns another user's guides. A cancelled order has none.
 */
export async function guidesOfOrders(db: Db, userId: string, orderIds: string[]): Promise<{ orderId: string; guides: TourGuide[] }[]> {
  const unique = [...new Set(orderIds)];
  const owned = await db.select({ id: orders.id, status: orders.status }).from(orders).where(and(eq(orders.userId, userId), inArray(orders.id, unique)));
  if (owned.length !== unique.length) throw new ApiError(404, MSG.orderNotFound);
  const rows = await db
    .select({ orderId: orders.id, guide: tourGuides })
    .from(orders)
    .innerJoin(departures, or(eq(departures.id, orders.departureId), and(eq(departures.packageId, orders.packageId), eq(departures.startDate, orders.departureDate))))
    .innerJoin(departureGuides, eq(departureGuides.departureId, departures.id))
    .innerJoin(tourGuides, eq(tourGuides.id, departureGuides.guideId))
    .where(and(inArray(orders.id, unique), sql`${orders.status} <> 'CANCELLED'`))
    .orderBy(asc(tourGuides.name));
  return orderIds.map((orderId) => {
    const seen = new Set<string>();
    const guides = rows.filter((row) => row.orderId === orderId && !seen.has(row.guide.id) && seen.add(row.guide.id)).map((row) => toGuide(row.guide));
    return { orderId, guides };
  });
}

export async function addGuide(db: Db, guide: { name: string; mobile: string; email: string }, now: Date): Promise<TourGuide> {
  const [row] = await db.insert(tourGuides).values({ id: randomBytes(12).toString('hex'), ...guide, createdAt: now }).returning();
  return toGuide(row!);
}

/** Replaces a departure's guides in one transaction; 404 for an unknown departure or guide. */
export async function assignGuides(db: Db, departureId: string, guideIds: string[]): Promise<TourGuide[]> {
  const unique = [...new Set(guideIds)];
  return db.transaction(async (tx) => {
    const [departure] = await tx.select({ id: departures.id }).from(departures).where(eq(departures.id, departureId)).for('update');
    if (!departure) throw new ApiError(404, MSG.departureNotFound);
    const guides = unique.length ? await tx.select().from(tourGuides).where(inArray(tourGuides.id, unique)).orderBy(asc(tourGuides.name)) : [];
    if (guides.length !== unique.length) throw new ApiError(404, MSG.guideNotFound);
    await tx.delete(departureGuides).where(eq(departureGuides.departureId, departureId));
    if (unique.length) await tx.insert(departureGuides).values(unique.map((guideId) => ({ departureId, guideId })));
    return guides.map(toGuide);
  });
}
