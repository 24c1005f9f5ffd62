'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { CategoryPackagesPaginationQuery } from '@/__generated__/CategoryPackagesPaginationQuery.graphql';
import type { CategoryPackages_category$key } from '@/__generated__/CategoryPackages_category.graphql';
import { PackageCard } from '@/components/package/PackageCard';
import styles from './CategoryPage.module.css';
import { LoadMore } from '@/components/list/LoadMore';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';

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
          title
          path
          ...PackageCard_package
        }
      }
    }
  }
`;

/** The category's package grid, 12 at a time, with a Load more button while pages remain, and its `ItemList`. */
export function CategoryPackages({ category: categoryRef }: { category: CategoryPackages_category$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CategoryPackagesPaginationQuery,
    CategoryPackages_category$key
  >(categoryPackagesFragment, categoryRef);
  const { edges, totalCount } = data.packages;
  const listed = edges.map(({ node }) => ({ name: node.title, path: node.path }));
  const origin = useSiteOrigin();

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
      {listed.length > 0 ? <JsonLd data={itemListJsonLd(listed, origin, { total: totalCount })} /> : null}
      <LoadMore shown={edges.length} total={totalCount} noun="packages" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} layout="centered" />
    </section>
  );
}
