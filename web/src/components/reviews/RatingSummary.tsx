'use client';

import { graphql, useFragment } from 'react-relay';
import type { RatingSummary_rating$key } from '@/__generated__/RatingSummary_rating.graphql';
import { RatingStars } from './RatingStars';
import styles from './reviews.module.css';

const ratingSummaryFragment = graphql`
  fragment RatingSummary_rating on ReviewRating {
    average
    count
    distribution {
      rating
      count
    }
  }
`;

/** The average rating with its stars and how many reviews gave each rating (bars with their numbers). */
export function RatingSummary({ rating: ratingRef }: { rating: RatingSummary_rating$key }) {
  const rating = useFragment(ratingSummaryFragment, ratingRef);
  if (rating.average == null || rating.count === 0) return null;
  return (
    <div className={styles.summary} data-testid="rating-summary">
      <p className={styles.average}>
        <RatingStars rating={rating.average} label={`Rated ${rating.average} out of 5`} />
        <span>
          {rating.average} out of 5 from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className={styles.distribution} aria-label="Reviews by rating">
        {rating.distribution.map(({ rating: stars, count }) => (
          <li key={stars}>
            <span>{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${Math.round((count / rating.count) * 100)}%` }} />
            </span>
            <span>{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
