import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { reviews } from '../db/schema/reviews.ts';
import { ApiError } from '../http/errors.ts';
import { REVIEW_MSG } from './messages.ts';

type OrderRow = typeof orders.$inferSelect;

const reviewedAlready = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.orderId} = ${orders.id})`;

/** The caller's COMPLETED orders that have no review yet, oldest trip first (the profile's "waiting for a review"). */
export async function ordersAwaitingReview(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'COMPLETED'), sql`not ${reviewedAlready}`))
    .orderBy(asc(orders.departureDate), asc(orders.id));
  return rows.map((row) => ({ orderId: row.id, reference: row.reference, packageId: row.packageId, packageSlug: row.packageSlug, packageTitle: row.packageTitle, departureDate: row.departureDate }));
}

/**
 * The order a new review is for: the caller's order `orderId`, or the caller's oldest COMPLETED, not yet reviewed
 * order of `packageId`. Another user's order is answered like an unknown one (404); an order that is not
 * COMPLETED is 403; one already reviewed is 409.
 */
export async function reviewableOrder(db: Db, userId: string, target: { orderId?: string | undefined; packageId?: string | undefined }): Promise<OrderRow> {
  if (target.orderId) {
    const [order] = await db.select({ order: orders, reviewed: reviewedAlready }).from(orders).where(and(eq(orders.id, target.orderId), eq(orders.userId, userId)));
    if (!order || (target.packageId && order.order.packageId !== target.packageId)) throw new ApiError(404, REVIEW_MSG.orderNotFound);
    if (order.order.status !== 'COMPLETED') throw new ApiError(403, REVIEW_MSG.notCompleted);
    if (order.reviewed) throw new ApiError(409, REVIEW_MSG.alreadyReviewed);
    return order.order;
  }
  if (!target.packageId) throw new ApiError(400, REVIEW_MSG.orderOrPackage);
  const completed = await db
    .select({ order: orders, reviewed: reviewedAlready })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.packageId, target.packageId), eq(orders.status, 'COMPLETED')))
    .orderBy(asc(orders.departureDate), asc(orders.id));
  if (completed.length === 0) throw new ApiError(403, REVIEW_MSG.noCompletedTrip);
  const open = completed.find((row) => !row.reviewed);
  if (!open) throw new ApiError(409, REVIEW_MSG.alreadyReviewed);
  return open.order;
}
