'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql, useFragment } from 'react-relay';
import type { ContentCategoryTabs_categories$key } from '@/__generated__/ContentCategoryTabs_categories.graphql';
import styles from './ContentList.module.css';

const categoriesFragment = graphql`
  fragment ContentCategoryTabs_categories on ContentCategory @relay(plural: true) {
    slug
    title
    path
  }
`;

type ContentCategoryTabsProps = {
  categories: ContentCategoryTabs_categories$key;
  /** 'Blogs' or 'News': the label of the navigation and of its first link. */
  label: string;
  /** The path of every item of the kind: `/blogs`, `/news`. */
  allPath: string;
  /** The category shown, or null for all of them. */
  current: string | null;
};

/** Links to every category of a kind (the current one marked), the first to all items. */
export function ContentCategoryTabs({ categories: categoriesRef, label, allPath, current }: ContentCategoryTabsProps) {
  const categories = useFragment(categoriesFragment, categoriesRef);
  const links = [{ slug: null, title: `All ${label.toLowerCase()}`, path: allPath }, ...categories];
  return (
    <nav aria-label={`${label} categories`}>
      <ul className={styles.tabs}>
        {links.map((category) => (
          <li key={category.path}>
            <PrefetchOnIntentLink
              href={category.path}
              className={styles.tab}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {category.title}
            </PrefetchOnIntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
