'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { CategoryPackagesPaginationQuery } from '@/__generated__/CategoryPackagesPaginationQuery.graphql';
import type { CategoryPackages_category$key } from '@/__generated__/CategoryPackages_category.graphql';
import { PackageCard } from '@/components/package/PackageCard';
import styles from './CategoryPage.module.css';

const PAGE_SIZE = 12;

const categoryPackagesFragment = graphql`
  fragment CategoryPackages_category on Category
  @refetchable(queryName: "CategoryPackagesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
    packages(first: $count, after: $cursor) @connection(key: "CategoryPackages_packages") {
      totalCount
      edges {
        node {
          id
          ...PackageCard_package
        }
      }
    }
  }
`;

/** The category's package grid, 12 at a time, with a Load more button while pages remain. */
export function CategoryPackages({ category: categoryRef }: { category: CategoryPackages_category$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CategoryPackagesPaginationQuery,
    CategoryPackages_category$key
  >(categoryPackagesFragment, categoryRef);
  const { edges, totalCount } = data.packages;

  return (
    <section className="container section" aria-labelledby="category-packages-heading">
      <h2 id="category-packages-heading" className="section-title">
        Packages
      </h2>
      {edges.length === 0 ? (
        <p>No tours found in this category yet.</p>
      ) : (
        <ul className="card-grid" data-testid="category-packages">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <PackageCard package={node} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.more}>
        <p className={styles.count} aria-live="polite">
          Showing {edges.length} of {totalCount} packages
        </p>
        {hasNext ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => loadNext(PAGE_SIZE)}
            disabled={isLoadingNext}
          >
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
