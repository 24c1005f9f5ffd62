import type { AggregateRating, Review, TravelAgency, WithContext } from 'schema-dts';
import { siteName } from '@/config/site';
import { absoluteUrl } from './absoluteUrl';

export interface RatedReview {
  title: string;
  body: string;
  rating: number;
  reviewerName: string;
  createdAt: string;
}

export interface OverallRating {
  average: number | null;
  count: number;
}

/** One review as a schema.org `Review` (nested in what it reviews: no `itemReviewed`). */
export const reviewJsonLd = (item: RatedReview): Review => ({
  '@type': 'Review',
  name: item.title,
  reviewBody: item.body,
  datePublished: item.createdAt.slice(0, 10),
  author: { '@type': 'Person', name: item.reviewerName },
  reviewRating: { '@type': 'Rating', ratingValue: item.rating, bestRating: 5, worstRating: 1 },
});

/** A rating summary as a schema.org `AggregateRating`; none without a review (there is nothing to claim). */
export const aggregateRatingJsonLd = (rating: OverallRating): AggregateRating | null =>
  rating.average !== null && rating.count > 0
    ? { '@type': 'AggregateRating', ratingValue: rating.average, ratingCount: rating.count, bestRating: 5, worstRating: 1 }
    : null;

/**
 * The company's reviews on `/traveller-reviews`: the `TravelAgency` (the same `@id` as the layout's) with its
 * `AggregateRating` over every review and the `Review`s shown (nested, so each reviews the agency). Without any
 * rating there is no aggregate to claim.
 */
export function agencyReviewsJsonLd(rating: OverallRating, reviews: readonly RatedReview[], origin: string): WithContext<TravelAgency> {
  const review = reviews.map(reviewJsonLd);
  const aggregate = aggregateRatingJsonLd(rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': absoluteUrl('/#organisation', origin),
    name: siteName,
    url: absoluteUrl('/', origin),
    ...(aggregate ? { aggregateRating: aggregate } : {}),
    ...(review.length > 0 ? { review } : {}),
  };
}
