import { and, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { faqs } from '../../db/schema/faqs.ts';
import { orders } from '../../db/schema/orders.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { categoryWeatherPlaces, packageWeatherPlaces, weatherPlaces } from '../../db/schema/weather.ts';
import { fromExcluded } from '../upsert.ts';
import { buildCommunity, type CommunityRows } from './build-community.ts';
import { TEST_REVIEWER } from './test-user.ts';

/**
 * Writes the community rows inside the caller's transaction. Weather places are replaced (nothing of a user
 * refers to them). Seeded reviews and FAQs (no user) are upserted by their stable ids and the seeded ones no
 * longer built are deleted: users' reviews, questions, comments and votes stay.
 */
export async function replaceCommunity(tx: Db, rows: CommunityRows, options: { demoAccounts: boolean }): Promise<void> {
  await tx.execute(sql`truncate table ${packageWeatherPlaces}, ${categoryWeatherPlaces}, ${weatherPlaces}`);
  await tx.insert(weatherPlaces).values(rows.weatherPlaces);
  if (rows.packageWeatherPlaces.length) await tx.insert(packageWeatherPlaces).values(rows.packageWeatherPlaces);
  await tx.insert(categoryWeatherPlaces).values(rows.categoryWeatherPlaces);
  await tx.delete(reviews).where(and(isNull(reviews.userId), notInArray(reviews.id, rows.reviews.map((row) => row.id))));
  if (rows.reviews.length) {
    await tx.insert(reviews).values(rows.reviews).onConflictDoUpdate({ target: reviews.id, set: fromExcluded(reviews, ['rating', 'title', 'body', 'travelMonth', 'reviewerName', 'reviewerCity', 'photos', 'videoSlug', 'durationSeconds', 'isFeatured', 'createdAt']) });
  }
  await tx.delete(faqs).where(and(isNull(faqs.userId), notInArray(faqs.id, rows.faqs.map((row) => row.id))));
  await tx.insert(faqs).values(rows.faqs).onConflictDoUpdate({ target: faqs.id, set: fromExcluded(faqs, ['groupSlug', 'groupTitle', 'title', 'description', 'sortOrder']) });
  // Seeded reviews and FAQs have no author account: only the demo reviewer is one (API_SEED_DEMO_ACCOUNTS).
  if (options.demoAccounts) await seedTestReviewer(tx);
}

/** The test user and its COMPLETED order awaiting a review; never overwritten once there (nor when its mobile is taken). */
async function seedTestReviewer(tx: Db): Promise<void> {
  const now = new Date('2025-06-01T06:00:00Z');
  const { order, password: _password, ...user } = TEST_REVIEWER;
  const added = await tx
    .insert(users)
    .values({ ...user, emailVerified: true, mobileVerified: true, source: 'seed', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (added.length === 0) return;
  const [pkg] = await tx.select({ id: packages.id, title: packages.title }).from(packages).where(sql`${packages.slug} = ${order.packageSlug}`);
  if (!pkg) return;
  const traveller = { firstname: user.firstname, lastname: user.lastname, gender: 'female', dob: '1968-04-02', passengerType: 'Adult', pricePaise: 17_900_000 };
  await tx
    .insert(orders)
    .values({
      id: order.id,
      userId: user.id,
      reference: order.reference,
      status: 'COMPLETED',
      packageId: pkg.id,
      packageSlug: order.packageSlug,
      packageTitle: pkg.title,
      departureDate: order.departureDate,
      occupancy: 'Twin Sharing',
      passengers: [traveller],
      subtotalPaise: 17_900_000,
      discountPaise: 0,
      gstPaise: 895_000,
      totalPaise: 18_795_000,
      paidPaise: 18_795_000,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** The community rows for the packages now in the database. */
export async function communityForDatabase(db: Db): Promise<CommunityRows> {
  const slugs = await db.select({ slug: packages.slug }).from(packages);
  return buildCommunity(new Set(slugs.map((row) => row.slug)));
}

/** Seeds reviews, FAQs and weather alone, in one transaction: a database seeded before migration 0014. */
export async function seedCommunity(db: Db, options: { demoAccounts: boolean }): Promise<CommunityRows> {
  const rows = await communityForDatabase(db);
  await db.transaction(async (tx) => replaceCommunity(tx, rows, options));
  return rows;
}

/** True when the weather places were never seeded. */
export async function isCommunityEmpty(db: Db): Promise<boolean> {
  return (await db.select({ id: weatherPlaces.id }).from(weatherPlaces).limit(1)).length === 0;
}
