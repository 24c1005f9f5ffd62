import styles from './reviews.module.css';

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  const rounded = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= rounded ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
