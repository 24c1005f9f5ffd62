'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileReviews_viewer$key } from '@/__generated__/ProfileReviews_viewer.graphql';
import { RatingStars } from '@/components/reviews/RatingStars';
import { travelMonthLabel } from '@/components/reviews/travelMonth';
import { formatPlainDate } from '@/lib/formatDate';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';

/** The form (react-hook-form, zod) is loaded when a trip's 'Write a review' is pressed. */
const WriteReviewDialog = dynamic(() => import('./WriteReviewDialog').then((module) => module.WriteReviewDialog), { ssr: false });

const profileReviewsFragment = graphql`
  fragment ProfileReviews_viewer on Viewer {
    reviews {
      reviews {
        id
        title
        rating
        travelMonth
        package {
          title
          path
        }
      }
      awaitingReview {
        orderId
        reference
        packageTitle
        departureDate
      }
    }
  }
`;

export type TripToReview = { orderId: string; packageTitle: string; departureDate: string };

/** #Reviews: the completed trips waiting for a review (each with 'Write a review'), then the user's reviews. */
export function ProfileReviews({ viewer: viewerRef }: { viewer: ProfileReviews_viewer$key }) {
  const { reviews } = useFragment(profileReviewsFragment, viewerRef);
  const [writing, setWriting] = useState<TripToReview | null>(null);
  return (
    <ProfileSection id="Reviews" title="Reviews">
      {reviews.awaitingReview.length > 0 ? (
        <ul className={styles.list} aria-label="Trips waiting for your review" data-testid="awaiting-review">
          {reviews.awaitingReview.map((trip) => (
            <li key={trip.orderId} className={styles.card}>
              <div>
                <h3 className={styles.cardTitle}>{trip.packageTitle}</h3>
                <p className={styles.meta}>
                  Departed {formatPlainDate(trip.departureDate)} · Booking {trip.reference}
                </p>
              </div>
              <button type="button" className="button button-secondary" onClick={() => setWriting(trip)} aria-label={`Write a review of ${trip.packageTitle}`}>
                Write a review
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.reviews.length === 0 ? (
        <p className={styles.empty}>You have not written any reviews yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your reviews" data-testid="my-reviews">
          {reviews.reviews.map((review) => (
            <li key={review.id} className={styles.card}>
              <div>
                <RatingStars rating={review.rating} />
                <h3 className={styles.cardTitle}>{review.title}</h3>
                <p className={styles.meta}>
                  {review.package ? <a href={review.package.path}>{review.package.title}</a> : null} · Travelled {travelMonthLabel(review.travelMonth)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {writing && <WriteReviewDialog trip={writing} onClose={() => setWriting(null)} />}
    </ProfileSection>
  );
}
