import styles from './LoadMore.module.css';

type LoadMoreProps = {
  /** How many items are on screen. */
  shown: number;
  /** How many there are in all. */
  total: number;
  /** What the items are, plural: 'packages', 'bookings'. */
  noun: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** `centered` under a grid of cards, `row` at the foot of a profile list. */
  layout?: 'centered' | 'row';
};

/** The foot of a paginated list: 'Showing N of M …' (announced politely) and 'Load more' while more remain. */
export function LoadMore({ shown, total, noun, hasNext, isLoadingNext, onLoadMore, layout = 'row' }: LoadMoreProps) {
  return (
    <div className={styles[layout]}>
      <p className={styles.count} aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasNext ? (
        <button type="button" className="button button-secondary" onClick={onLoadMore} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
