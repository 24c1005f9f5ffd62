'use client';

import { graphql, useFragment } from 'react-relay';
import type { ReviewCard_review$key } from '@/__generated__/ReviewCard_review.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import { VideoFacade } from '@/components/videos/VideoFacade';
import { formatPlainDate } from '@/lib/formatDate';
import { RatingStars } from './RatingStars';
import { ReviewVotes } from './ReviewVotes';
import { travelMonthLabel } from './travelMonth';
import styles from './reviews.module.css';

const reviewCardFragment = graphql`
  fragment ReviewCard_review on Review {
    internalId
    rating
    title
    body
    travelMonth
    reviewerName
    reviewerCity
    verifiedTrip
    createdAt
    photos(width: 160, height: 120) {
      url
      ...SizedImage_image
    }
    video {
      duration
      thumbnail(width: 640, height: 360) {
        ...SizedImage_image
      }
      source {
        kind
        url
        mimeType
      }
    }
    package {
      title
      path
    }
    ...ReviewVotes_review
  }
`;

/** One review: stars, title, the reviewer and trip, the text (or the video facade), photos and the votes. */
export function ReviewCard({ review: reviewRef }: { review: ReviewCard_review$key }) {
  const review = useFragment(reviewCardFragment, reviewRef);
  const headingId = `review-${review.internalId}-title`;
  return (
    <article className={styles.card} id={`review-${review.internalId}`} aria-labelledby={headingId} data-testid="review-card">
      {review.video ? <VideoFacade video={{ title: review.title, ...review.video }} /> : null}
      <div className={styles.body}>
        <RatingStars rating={review.rating} />
        <h2 id={headingId} className={styles.title}>
          {review.title}
        </h2>
        <p className={styles.meta}>
          {review.reviewerName}
          {review.reviewerCity ? `, ${review.reviewerCity}` : ''} · Travelled {travelMonthLabel(review.travelMonth)}
          {review.verifiedTrip ? ' · Verified trip' : ''}
        </p>
        {review.package ? (
          <p className={styles.meta}>
            <a href={review.package.path}>{review.package.title}</a>
          </p>
        ) : null}
        {review.body.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index} className={styles.text}>
            {paragraph}
          </p>
        ))}
        {review.photos.length > 0 ? (
          <ul className={styles.photos} aria-label="Photos">
            {review.photos.map((photo) => (
              <li key={photo.url}>
                <SizedImage image={photo} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.meta}>
          <time dateTime={review.createdAt}>{formatPlainDate(review.createdAt.slice(0, 10))}</time>
        </p>
        <ReviewVotes review={review} />
      </div>
    </article>
  );
}
