import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { reviews } from '../db/schema/reviews.ts';
import { ApiError } from '../http/errors.ts';
import { reviewableOrder } from './eligibility.ts';
import { REVIEW_MSG } from './messages.ts';
import type { AddReviewBody } from './schemas.ts';

/**
 * Writes the caller's review of a completed order (text; published at once, not featured). The unique index on
 * `order_id` decides between two requests for one order: the loser inserts nothing and is answered 409.
 */
export async function writeReview(db: Db, userId: string, body: z.infer<typeof AddReviewBody>, now: Date): Promise<string> {
  const order = await reviewableOrder(db, userId, body);
  const [user] = await db.select({ firstname: users.firstname }).from(users).where(eq(users.id, userId));
  const id = randomBytes(12).toString('hex');
  const inserted = await db
    .insert(reviews)
    .values({
      id,
      packageId: order.packageId,
      userId,
      orderId: order.id,
      format: 'text',
      rating: body.rating,
      title: body.title,
      body: body.body,
      travelMonth: body.travelMonth ?? order.departureDate.slice(0, 7),
      reviewerName: user?.firstname?.trim() || 'Guest',
      reviewerCity: body.reviewerCity ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  if (inserted.length === 0) throw new ApiError(409, REVIEW_MSG.alreadyReviewed);
  return id;
}
