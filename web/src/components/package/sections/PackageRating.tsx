import { RatingStars } from '@/components/reviews/RatingStars';
import type { PackageSectionsData } from './PackageSections';
import styles from './sections.module.css';

/** The average rating's stars and the review count near the title, linking to the Reviews section. */
export function PackageRating({ rating }: Pick<PackageSectionsData, 'rating'>) {
  if (rating.average == null || rating.count === 0) return null;
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
