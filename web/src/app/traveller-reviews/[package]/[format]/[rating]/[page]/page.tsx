import type { Metadata } from 'next';
import type { TravellerReviewsPageQuery } from '@/__generated__/TravellerReviewsPageQuery.graphql';
import travellerReviewsPageQueryNode from '@/__generated__/TravellerReviewsPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import type { ReviewedPackageQuery } from '@/__generated__/ReviewedPackageQuery.graphql';
import reviewedPackageQueryNode from '@/__generated__/ReviewedPackageQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import type { ReviewedPackage } from '@/components/reviews/reviewedPackage';
import { TravellerReviewsPage } from '@/components/reviews/TravellerReviewsPage';
import { isPackageSlug, isReviewFormat, isReviewRating, MAX_REVIEWS_PAGE, REVIEWS_PATH, REVIEWS_PER_PAGE, reviewsPath, type ReviewsFilter } from '@/config/reviewsRoute';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/traveller-reviews` with its filters (`?package=<slug>&format=video&rating=5&page=2`): next.config.ts rewrites them here
 * (src/config/reviewsRoute.ts). A cached page (web/README.md "Cached public pages"); a signed-in user's votes are
 * filled in on the client (`ViewerReviewVotes`).
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface ReviewsRouteProps {
  params: Promise<{ package: string; format: string; rating: string; page: string }>;
}

async function filterOf({ params }: ReviewsRouteProps): Promise<ReviewsFilter | null> {
  const { package: slug, format, rating, page } = await params;
  const number = /^[1-9][0-9]*$/.test(page) ? Number(page) : 0;
  const packageSlug = slug === 'all' ? null : isPackageSlug(slug) ? slug : undefined;
  if (packageSlug === undefined || !isReviewFormat(format) || !isReviewRating(rating) || number < 1 || number > MAX_REVIEWS_PAGE) return null;
  return { packageSlug, format, rating, page: number };
}

/** The package of a `?package=` filter (null for every package); undefined when no package has that slug. */
async function reviewedPackageOf({ packageSlug }: ReviewsFilter): Promise<ReviewedPackage | null | undefined> {
  if (packageSlug === null) return null;
  const preloaded = await loadSerializableQuery<ReviewedPackageQuery>(reviewedPackageQueryNode, { slug: packageSlug });
  return serverQueryData(preloaded)?.package ?? undefined;
}

const TITLE = 'Traveller Reviews';
const DESCRIPTION = 'Reviews and video reviews of our pilgrims on the Kailash Mansarovar Yatra, Char Dham, Adi Kailash and more, rated from 1 to 5.';

/** The route's reviews page, or null: an unknown filter or package, or a page past the last one (page 1 of an empty filter still renders). */
async function reviewsPage(props: ReviewsRouteProps) {
  const filter = await filterOf(props);
  if (filter === null) return null;
  const reviewed = await reviewedPackageOf(filter);
  if (reviewed === undefined) return null;
  const after = cursorBeforePage(filter.page, REVIEWS_PER_PAGE);
  const preloaded = await loadSerializableQuery<TravellerReviewsPageQuery>(travellerReviewsPageQueryNode, {
    packageId: reviewed?.id ?? null,
    format: filter.format === 'video' ? 'VIDEO' : 'TEXT',
    rating: filter.rating === 'all' ? null : Number(filter.rating),
    after,
  });
  const reviews = serverQueryData(preloaded)?.reviews;
  if (reviews == null || (filter.page > 1 && (filter.page - 1) * REVIEWS_PER_PAGE >= reviews.totalCount)) return null;
  return { filter, reviewed, after, preloaded };
}

export async function generateMetadata(props: ReviewsRouteProps): Promise<Metadata> {
  const found = await reviewsPage(props);
  if (found === null) return NOT_FOUND_METADATA;
  const { filter, reviewed } = found;
  const title = [TITLE, reviewed?.title, filter.format === 'video' ? 'Video reviews' : null, filter.rating === 'all' ? null : `${filter.rating} stars`, filter.page > 1 ? `page ${filter.page}` : null]
    .filter(Boolean)
    .join(' – ');
  return pageMetadata({ title, description: DESCRIPTION, path: reviewsPath(filter) });
}

const reviewedCrumb = (reviewed: ReviewedPackage | null, page: number) =>
  [reviewed?.title, page > 1 ? `Page ${page}` : null].filter(Boolean).join(', ');

export default async function TravellerReviewsRoute(props: ReviewsRouteProps) {
  const found = await reviewsPage(props);
  if (found === null) return <NotFoundPage />;
  const { filter, reviewed, after, preloaded } = found;
  const crumbs = filter.page > 1 || reviewed ? [{ label: TITLE, path: REVIEWS_PATH }, { label: reviewedCrumb(reviewed, filter.page) }] : [{ label: TITLE }];
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <TravellerReviewsPage preloaded={preloaded} filter={filter} after={after} reviewed={reviewed} />
    </>
  );
}
