import type { Product, WithContext } from 'schema-dts';
import { absoluteUrl } from './absoluteUrl';
import { aggregateRatingJsonLd, reviewJsonLd, type OverallRating, type RatedReview } from './reviews';

export interface RatedPackage {
  title: string;
  /** The package page's path. */
  path: string;
  rating: OverallRating;
  /** The reviews shown on the page. */
  reviews: readonly RatedReview[];
}

/**
 * A package's reviews as a `Product` (schema.org's `TouristTrip` has no `aggregateRating`, and Google shows review
 * snippets for products): its `AggregateRating` and the `Review`s the page shows, beside the page's `TouristTrip`.
 * Null without any review: there is no rating to claim.
 */
export function packageRatingJsonLd(pkg: RatedPackage, origin: string): WithContext<Product> | null {
  const aggregateRating = aggregateRatingJsonLd(pkg.rating);
  if (aggregateRating === null) return null;
  const url = absoluteUrl(pkg.path, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#reviews`,
    name: pkg.title,
    url,
    aggregateRating,
    ...(pkg.reviews.length > 0 ? { review: pkg.reviews.map(reviewJsonLd) } : {}),
  };
}
