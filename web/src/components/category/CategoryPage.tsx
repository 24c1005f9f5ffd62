'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { CategoryPageQuery } from '@/__generated__/CategoryPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { formatInr } from '@/lib/formatInr';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { ZoomSessionBanner } from '@/components/zoom-sessions/ZoomSessionBanner';
import { KMY_CATEGORY_SLUG } from '@/components/zoom-sessions/kmyPages';
import { CategoryPackages } from './CategoryPackages';
import styles from './CategoryPage.module.css';

const categoryPageQuery = graphql`
  query CategoryPageQuery($slug: String!) {
    category(slug: $slug) {
      slug
      title
      anotherTitle
      description
      packageCount
      startingPrice
      ...CategoryPackages_category
    }
  }
`;

export function CategoryPage({ preloaded }: { preloaded: SerializablePreloadedQuery<CategoryPageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { category } = usePreloadedQuery<CategoryPageQuery>(categoryPageQuery, queryRef);
  // The server page answers 404 before rendering this when the category does not exist.
  if (category == null) return null;

  return (
    <>
      <div className={`container ${styles.trail}`}>
        <Breadcrumbs crumbs={[{ label: category.title }]} />
      </div>
      <section className={styles.hero} aria-labelledby="category-heading">
        <div className="container">
          <p className={styles.kicker}>{category.title}</p>
          <h1 id="category-heading" className={styles.title}>
            {category.anotherTitle ?? category.title}
          </h1>
          {category.description ? <p className={styles.description}>{category.description}</p> : null}
          <dl className={styles.facts}>
            <div>
              <dt>Packages</dt>
              <dd data-testid="category-package-count">{category.packageCount}</dd>
            </div>
            {category.startingPrice != null ? (
              <div>
                <dt>Starting from</dt>
                <dd>{formatInr(category.startingPrice)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </section>
      {category.slug === KMY_CATEGORY_SLUG ? (
        <div className="container">
          <ZoomSessionBanner />
        </div>
      ) : null}
      <CategoryPackages category={category} />
    </>
  );
}
