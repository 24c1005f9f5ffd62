import { REVIEWS_PATH } from '@/config/reviewsRoute';
import type { ReviewedPackage } from './reviewedPackage';

/** The line naming the package a filtered `/traveller-reviews` shows, its rating, and the way back to every package. */
export function ReviewedPackageIntro({ reviewed }: { reviewed: ReviewedPackage }) {
  // A rating that could not be loaded (null) reads like no rating: the reviews below are the page.
  const { average, count } = reviewed.rating ?? { average: null, count: 0 };
  return (
    <p data-testid="reviewed-package">
      Reviews of <a href={reviewed.path}>{reviewed.title}</a>
      {average != null && count > 0 ? `: ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}.{' '}
      <a href={REVIEWS_PATH}>Reviews of all packages</a>
    </p>
  );
}
