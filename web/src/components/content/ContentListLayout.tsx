import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs/Breadcrumbs';
import styles from './ContentList.module.css';

type ContentListLayoutProps = {
  crumbs: readonly Crumb[];
  heading: string;
  description: string;
  /** The category links above the list. */
  tabs: ReactNode;
  children: ReactNode;
};

/** A blog or news list page: breadcrumbs, heading, description, category links, then the list. */
export function ContentListLayout({ crumbs, heading, description, tabs, children }: ContentListLayoutProps) {
  return (
    <>
      <header className={`container ${styles.header}`}>
        <Breadcrumbs crumbs={crumbs} />
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.description}>{description}</p>
      </header>
      <section className="container section" aria-label={heading}>
        {tabs}
        {children}
      </section>
    </>
  );
}
