import type { Review, TravelAgency, WithContext } from 'schema-dts';
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

/**
 * The company's reviews on `/traveller-reviews`: the `TravelAgency` (the same `@id` as the layout's) with its
 * `AggregateRating` over every review and the `Review`s shown (nested, so each reviews the agency). Without any
 * rating there is no aggregate to claim.
 */
export function agencyReviewsJsonLd(rating: OverallRating, reviews: readonly RatedReview[], origin: string): WithContext<TravelAgency> {
  const review: Review[] = reviews.map((item) => ({
    '@type': 'Review',
    name: item.title,
    reviewBody: item.body,
    datePublished: item.createdAt.slice(0, 10),
    author: { '@type': 'Person', name: item.reviewerName },
    reviewRating: { '@type': 'Rating', ratingValue: item.rating, bestRating: 5, worstRating: 1 },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': absoluteUrl('/#organisation', origin),
    name: siteName,
    url: absoluteUrl('/', origin),
    ...(rating.average !== null && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, ratingCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(review.length > 0 ? { review } : {}),
  };
}
