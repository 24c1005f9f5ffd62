import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packageCategories, packages } from '../db/schema/catalogue.ts';
import { reviews, reviewVotes, type ReviewFormat } from '../db/schema/reviews.ts';
import type { Review } from './schemas.ts';

const votesOf = (vote: 1 | -1) => sql<number>`(select count(*)::int from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.vote} = ${vote})`;
const homeCategory = sql<string | null>`(select ${categories.slug} from ${packageCategories} join ${categories} on ${categories.id} = ${packageCategories.categoryId}
  where ${packageCategories.packageId} = ${reviews.packageId} order by ${packageCategories.position} limit 1)`;

/** One query per list: the review, its package, its home category and its vote counts (sub-selects, no query per row). */
const reviewColumns = {
  review: reviews,
  packageSlug: packages.slug,
  packageTitle: packages.title,
  categorySlug: homeCategory,
  upVotes: votesOf(1),
  downVotes: votesOf(-1),
};

type ReviewRow = { review: typeof reviews.$inferSelect; packageSlug: string; packageTitle: string; categorySlug: string | null; upVotes: number; downVotes: number };

export function toReview(row: ReviewRow): Review {
  const { review } = row;
  return {
    _id: review.id,
    format: review.format,
    rating: review.rating,
    title: review.title,
    body: review.body,
    travelMonth: review.travelMonth,
    reviewer: { name: review.reviewerName, city: review.reviewerCity },
    photos: review.photos,
    video: review.videoSlug
      ? { image: `/media/videos/${review.videoSlug}`, durationSeconds: review.durationSeconds ?? 0, source: { kind: 'file', url: `/media/clips/${review.videoSlug}.webm`, mimeType: 'video/webm' } }
      : null,
    package: { _id: review.packageId, slug: row.packageSlug, title: row.packageTitle, categorySlug: row.categorySlug },
    isFeatured: review.isFeatured,
    verifiedTrip: review.orderId !== null,
    upVotes: row.upVotes,
    downVotes: row.downVotes,
    createdAt: review.createdAt.toISOString(),
  };
}

const selectReviews = (db: Db) => db.select(reviewColumns).from(reviews).innerJoin(packages, eq(packages.id, reviews.packageId));
const newestFirst = [desc(reviews.createdAt), asc(reviews.id)];

/** A package in the category or one of its sub-categories. */
const inCategory = (slug: string): SQL =>
  exists(
    sql`(select 1 from ${packageCategories} join ${categories} on ${categories.id} = ${packageCategories.categoryId}
      where ${packageCategories.packageId} = ${reviews.packageId}
      and (${categories.slug} = ${slug} or ${categories.parentId} = (select c.id from ${categories} c where c.slug = ${slug})))`,
  );

export type PublicFilters = { format: ReviewFormat; featuredOnly: boolean; packageId?: string | undefined; category?: string | undefined; rating?: number | undefined };

export async function pagePublicReviews(db: Db, filters: PublicFilters, page: { page: number; limit: number }) {
  const where = and(
    eq(reviews.format, filters.format),
    filters.featuredOnly ? eq(reviews.isFeatured, true) : undefined,
    filters.packageId ? eq(reviews.packageId, filters.packageId) : undefined,
    filters.category ? inCategory(filters.category) : undefined,
    filters.rating ? eq(reviews.rating, filters.rating) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectReviews(db).where(where).orderBy(...newestFirst).limit(page.limit).offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { items: rows.map(toReview), total: totals?.total ?? 0 };
}

export async function reviewById(db: Db, id: string): Promise<Review | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row ? toReview(row) : null;
}

export async function reviewsOfUser(db: Db, userId: string): Promise<Review[]> {
  return (await selectReviews(db).where(eq(reviews.userId, userId)).orderBy(...newestFirst)).map(toReview);
}

export const reviewExists = async (db: Db, id: string): Promise<boolean> => (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).limit(1)).length > 0;

/** Rating figures of the packages asked (every id answered, in the order asked), or of every review (`null`). */
export async function aggregates(db: Db, packageIds: string[] | null) {
  const rows = await db
    .select({ packageId: reviews.packageId, format: reviews.format, rating: reviews.rating, n: count() })
    .from(reviews)
    .where(packageIds ? inArray(reviews.packageId, packageIds) : undefined)
    .groupBy(reviews.packageId, reviews.format, reviews.rating);
  const summarise = (packageId: string | null) => {
    const mine = rows.filter((row) => packageId === null || row.packageId === packageId);
    const ratingCount = mine.reduce((sum, row) => sum + row.n, 0);
    const total = mine.reduce((sum, row) => sum + row.n * row.rating, 0);
    return {
      packageId,
      ratingAverage: ratingCount === 0 ? null : Math.round((total / ratingCount) * 10) / 10,
      ratingCount,
      textCount: mine.filter((row) => row.format === 'text').reduce((sum, row) => sum + row.n, 0),
      videoCount: mine.filter((row) => row.format === 'video').reduce((sum, row) => sum + row.n, 0),
      distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: mine.filter((row) => row.rating === rating).reduce((sum, row) => sum + row.n, 0) })),
    };
  };
  return packageIds ? [...new Set(packageIds)].map(summarise) : [summarise(null)];
}

/** Up and down counts and the caller's vote of each review asked (one grouped query). */
export async function likeStats(db: Db, reviewIds: string[], userId: string | null) {
  const rows = await db
    .select({
      reviewId: reviewVotes.reviewId,
      up: sql<number>`count(*) filter (where ${reviewVotes.vote} = 1)::int`,
      down: sql<number>`count(*) filter (where ${reviewVotes.vote} = -1)::int`,
      mine: userId ? sql<number | null>`max(${reviewVotes.vote}) filter (where ${reviewVotes.userId} = ${userId})` : sql<null>`null`,
    })
    .from(reviewVotes)
    .where(inArray(reviewVotes.reviewId, reviewIds))
    .groupBy(reviewVotes.reviewId);
  return new Map(rows.map((row) => [row.reviewId, row]));
}
