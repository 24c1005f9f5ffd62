import type { ReactNode } from 'react';
import styles from './SearchGroupList.module.css';

/** One titled group of result cards, as the search overlay and its trending view show them. */
export function SearchGroup({
  title,
  tiles = false,
  children,
}: {
  title: string;
  /** Smaller cells for destination tiles. */
  tiles?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.group}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={tiles ? `${styles.cards} ${styles.tiles}` : styles.cards}>{children}</ul>
    </section>
  );
}

export function SearchGroupItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
