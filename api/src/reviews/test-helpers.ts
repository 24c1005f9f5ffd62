import { randomBytes } from 'node:crypto';
import { orders } from '../db/schema/orders.ts';
import { packageIdOf } from '../test-support/commerce.ts';
import type { TestApp } from '../test-support/test-app.ts';

export const OVERLAND = 'kailash-mansarovar-yatra-overland-via-kathmandu';

/** Inserts an order of the user as the payments domain would have made it, in the given status. */
export async function insertOrder(ctx: Pick<TestApp, 'database'>, userId: string, status: 'PROCESSING' | 'COMPLETED' | 'CANCELLED', slug = OVERLAND): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await ctx.database.db.insert(orders).values({
    id,
    userId,
    reference: `PT-2025-${randomBytes(3).toString('hex')}`,
    status,
    packageId: packageIdOf(slug),
    packageSlug: slug,
    packageTitle: 'A package',
    departureDate: '2025-07-12',
    occupancy: 'Twin Sharing',
    passengers: [],
    subtotalPaise: 100_000,
    discountPaise: 0,
    gstPaise: 5_000,
    totalPaise: 105_000,
    paidPaise: 105_000,
    createdAt: new Date('2025-06-01T00:00:00Z'),
  });
  return id;
}

export const reviewBody = (extra: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Darshan of a lifetime',
  body: 'The team looked after every one of us on the parikrama.',
  source: 'web',
  ...extra,
});
