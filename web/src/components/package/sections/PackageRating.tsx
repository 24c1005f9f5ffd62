import { RatingStars } from '@/components/reviews/RatingStars';
import { graphql } from 'relay-runtime';
import type { PackageRating_package$data } from '@/__generated__/PackageRating_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './sections.module.css';

export const packageRatingFragment = graphql`
  fragment PackageRating_package on Package {
    rating {
      average
      count
    }
  }
`;

/** The average rating's stars and the review count near the title, linking to the Reviews section. */
export function PackageRating({ package: { rating } }: { package: ServerFragment<PackageRating_package$data> }) {
  // No stars without a rating, nor when it could not be loaded (null: a non-critical part of the page).
  if (rating?.average == null || rating.count === 0) return null;
  return (
    <a href="#reviews" className={styles.rating} data-testid="package-rating">
      <span aria-hidden="true">
        <RatingStars rating={rating.average} />
      </span>
      <strong>{rating.average}</strong>
      <span className="visually-hidden"> out of 5</span> ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
    </a>
  );
}
