import { graphql } from 'relay-runtime';
import type { CategoryPageQuery } from '@/__generated__/CategoryPageQuery.graphql';
import { ServerBreadcrumbs } from '@/components/breadcrumbs/ServerBreadcrumbs';
import { formatInr } from '@/lib/formatInr';
import { ZoomSessionBanner } from '@/components/zoom-sessions/ZoomSessionBanner';
import { KMY_CATEGORY_SLUG } from '@/components/zoom-sessions/kmyPages';
import { CategoryFirstPackages } from './CategoryFirstPackages';
import styles from './CategoryPage.module.css';

/**
 * Asked on the server only (a server component): the hero and the first page of cards are in the first HTML, and
 * no Relay code reaches the browser until 'Load more' (`CategoryPackageList`).
 */
export const categoryPageQuery = graphql`
  query CategoryPageQuery($slug: String!) {
    category(slug: $slug) {
      slug
      title
      anotherTitle
      description
      packageCount
      startingPrice
      ...CategoryFirstPackages_category @relay(mask: false)
    }
  }
`;

export function CategoryPage({ category }: { category: CategoryPageQuery['response']['category'] }) {
  // The server page answers 404 before rendering this when the category does not exist.
  if (category == null) return null;

  return (
    <>
      <div className={`container ${styles.trail}`}>
        <ServerBreadcrumbs crumbs={[{ label: category.title }]} />
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
      <CategoryFirstPackages category={category} />
    </>
  );
}
