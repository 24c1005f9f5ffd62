import { RatingStars } from '@/components/reviews/RatingStars';
import { travelMonthLabel } from '@/components/reviews/travelMonth';
import { DEFAULT_REVIEWS_FILTER, reviewsPath } from '@/config/reviewsRoute';
import { siteOrigin } from '@/config/siteUrl';
import { JsonLd } from '@/seo/JsonLd';
import { packageRatingJsonLd } from '@/seo/packageRating';
import { graphql } from 'relay-runtime';
import type { PackageReviews_package$data } from '@/__generated__/PackageReviews_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './sections.module.css';

export const packageReviewsFragment = graphql`
  fragment PackageReviews_package on Package {
    slug
    title
    path
    rating {
      average
      count
    }
    reviews(first: 3) {
      edges {
        node {
          internalId
          rating
          title
          body
          travelMonth
          reviewerName
          reviewerCity
          verifiedTrip
          createdAt
        }
      }
    }
  }
`;

/** The package's rating, its latest reviews (text only, no votes: those live on `/traveller-reviews?package=<slug>`) and their JSON-LD. */
export function PackageReviews({ package: pkg }: { package: ServerFragment<PackageReviews_package$data> }) {
  const { rating } = pkg;
  // Reviews are a non-critical part: when they could not be loaded (null) the rest of the page stays as it is.
  if (rating == null || pkg.reviews == null) return <PackageReviewsUnavailable slug={pkg.slug} />;
  const reviews = pkg.reviews.edges.map(({ node }) => node);
  const jsonLd = packageRatingJsonLd({ title: pkg.title, path: pkg.path, rating: { average: rating.average ?? null, count: rating.count }, reviews }, siteOrigin());
  return (
    <>
      {rating.average != null && rating.count > 0 ? (
        <p className={styles.summary}>
          <RatingStars rating={rating.average} /> {rating.average} out of 5 from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </p>
      ) : (
        <p>No reviews of this yatra yet.</p>
      )}
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review.internalId} className={styles.card} data-testid="package-review">
            <RatingStars rating={review.rating} />
            <h3>{review.title}</h3>
            <p className={styles.meta}>
              {review.reviewerName}
              {review.reviewerCity ? `, ${review.reviewerCity}` : ''} · Travelled {travelMonthLabel(review.travelMonth)}
              {review.verifiedTrip ? ' · Verified trip' : ''}
            </p>
            <p className={styles.text}>{review.body}</p>
          </li>
        ))}
      </ul>
      <p>
        <a href={reviewsPath({ ...DEFAULT_REVIEWS_FILTER, packageSlug: pkg.slug })}>Read all traveller reviews</a>
      </p>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}

export const REVIEWS_UNAVAILABLE = 'The reviews of this yatra cannot be shown right now.';

function PackageReviewsUnavailable({ slug }: { slug: string }) {
  return (
    <>
      <p>{REVIEWS_UNAVAILABLE}</p>
      <p>
        <a href={reviewsPath({ ...DEFAULT_REVIEWS_FILTER, packageSlug: slug })}>Read all traveller reviews</a>
      </p>
    </>
  );
}
