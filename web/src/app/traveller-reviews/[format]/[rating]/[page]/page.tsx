import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { TravellerReviewsPageQuery } from '@/__generated__/TravellerReviewsPageQuery.graphql';
import travellerReviewsPageQueryNode from '@/__generated__/TravellerReviewsPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { TravellerReviewsPage } from '@/components/reviews/TravellerReviewsPage';
import { isReviewFormat, isReviewRating, MAX_REVIEWS_PAGE, REVIEWS_PATH, REVIEWS_PER_PAGE, reviewsPath, type ReviewsFilter } from '@/config/reviewsRoute';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/traveller-reviews` with its filters (`?format=video&rating=5&page=2`): next.config.ts rewrites them here
 * (src/config/reviewsRoute.ts). A cached page (web/README.md "Cached public pages"); a signed-in user's votes are
 * filled in on the client (`ViewerReviewVotes`).
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface ReviewsRouteProps {
  params: Promise<{ format: string; rating: string; page: string }>;
}

async function filterOf({ params }: ReviewsRouteProps): Promise<ReviewsFilter | null> {
  const { format, rating, page } = await params;
  const number = /^[1-9][0-9]*$/.test(page) ? Number(page) : 0;
  return isReviewFormat(format) && isReviewRating(rating) && number >= 1 && number <= MAX_REVIEWS_PAGE ? { format, rating, page: number } : null;
}

const TITLE = 'Traveller Reviews';
const DESCRIPTION = 'Reviews and video reviews of our pilgrims on the Kailash Mansarovar Yatra, Char Dham, Adi Kailash and more, rated from 1 to 5.';

export async function generateMetadata(props: ReviewsRouteProps): Promise<Metadata> {
  const filter = await filterOf(props);
  if (filter === null) return { title: 'Page not found' };
  const title = [TITLE, filter.format === 'video' ? 'Video reviews' : null, filter.rating === 'all' ? null : `${filter.rating} stars`, filter.page > 1 ? `page ${filter.page}` : null]
    .filter(Boolean)
    .join(' – ');
  return pageMetadata({ title, description: DESCRIPTION, path: reviewsPath(filter) });
}

export default async function TravellerReviewsRoute(props: ReviewsRouteProps) {
  const filter = await filterOf(props);
  if (filter === null) notFound();
  const after = cursorBeforePage(filter.page, REVIEWS_PER_PAGE);
  const preloaded = await loadSerializableQuery<TravellerReviewsPageQuery>(travellerReviewsPageQueryNode, {
    format: filter.format === 'video' ? 'VIDEO' : 'TEXT',
    rating: filter.rating === 'all' ? null : Number(filter.rating),
    after,
  });
  const reviews = serverQueryData(preloaded)?.reviews;
  // A page past the last one is a 404 (page 1 of an empty filter still renders).
  if (reviews == null || (filter.page > 1 && (filter.page - 1) * REVIEWS_PER_PAGE >= reviews.totalCount)) notFound();
  const crumbs = filter.page > 1 ? [{ label: TITLE, path: REVIEWS_PATH }, { label: `Page ${filter.page}` }] : [{ label: TITLE }];
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <TravellerReviewsPage preloaded={preloaded} filter={filter} after={after} />
    </>
  );
}
