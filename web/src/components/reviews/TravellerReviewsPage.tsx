'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { TravellerReviewsPageQuery } from '@/__generated__/TravellerReviewsPageQuery.graphql';
import { reviewsPath, type ReviewsFilter } from '@/config/reviewsRoute';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { JsonLd } from '@/seo/JsonLd';
import { agencyReviewsJsonLd } from '@/seo/reviews';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { RatingSummary } from './RatingSummary';
import type { ReviewedPackage } from './reviewedPackage';
import { ReviewedPackageIntro } from './ReviewedPackageIntro';
import { ReviewFilters } from './ReviewFilters';
import { ReviewList } from './ReviewList';
import { ViewerReviewVotes } from './ViewerReviewVotes';

const travellerReviewsPageQuery = graphql`
  query TravellerReviewsPageQuery($packageId: ID, $format: ReviewFormat, $rating: Int, $after: String) {
    reviewRating {
      average
      count
      ...RatingSummary_rating
    }
    reviews(packageId: $packageId, format: $format, rating: $rating, first: 12, after: $after) {
      totalCount
      edges {
        node {
          title
          body
          rating
          reviewerName
          createdAt
        }
      }
    }
    ...ReviewList_query @arguments(packageId: $packageId, format: $format, rating: $rating, cursor: $after)
  }
`;

type TravellerReviewsPageProps = {
  preloaded: SerializablePreloadedQuery<TravellerReviewsPageQuery>;
  filter: ReviewsFilter;
  after: string | null;
  /** The package of `?package=<slug>`, or null for every package. */
  reviewed: ReviewedPackage | null;
};

/** `/traveller-reviews`: the overall rating (or the package's), the filters, the reviews (paged) and the company's review JSON-LD. */
export function TravellerReviewsPage({ preloaded, filter, after, reviewed }: TravellerReviewsPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<TravellerReviewsPageQuery>(travellerReviewsPageQuery, queryRef);
  const origin = useSiteOrigin();
  const { format, rating, page } = filter;
  const shown = data.reviews.edges.map(({ node }) => node);
  return (
    <>
      <header className="container">
        <h1 className="section-title">{page > 1 ? `Traveller Reviews (page ${page})` : 'Traveller Reviews'}</h1>
        <p>What our pilgrims say about their yatras with us, in their own words and videos.</p>
        {reviewed ? <ReviewedPackageIntro reviewed={reviewed} /> : <RatingSummary rating={data.reviewRating} />}
      </header>
      <ReviewFilters filter={filter} />
      <ReviewList query={data} page={page} pageHref={(n) => reviewsPath({ ...filter, page: n })} />
      <ViewerReviewVotes
        packageId={reviewed?.id ?? null}
        format={format === 'video' ? 'VIDEO' : 'TEXT'}
        rating={rating === 'all' ? null : Number(rating)}
        after={after}
      />
      <JsonLd data={agencyReviewsJsonLd({ average: data.reviewRating.average ?? null, count: data.reviewRating.count }, shown, origin)} />
    </>
  );
}
