'use client';

import { useEffect } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { CategoryPackagesPaginationQuery } from '@/__generated__/CategoryPackagesPaginationQuery.graphql';
import categoryPackagesPaginationQuery from '@/__generated__/CategoryPackagesPaginationQuery.graphql';
import type { CategoryPackages_category$key } from '@/__generated__/CategoryPackages_category.graphql';
import { PackageCard } from '@/components/package/PackageCard';
import { CATEGORY_PAGE_SIZE } from './categoryPageSize';
import styles from './CategoryPage.module.css';

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

/** What the pages after the first hand to the list's one 'Load more'. */
export type MorePackagesState = { shown: number; hasNext: boolean; isLoadingNext: boolean; loadNext: () => void };

type Props = { categoryId: string; cursor: string; onState: (state: MorePackagesState) => void };

/** The category's pages after the server-rendered first (`CategoryPackageList`): 12 more per 'Load more'. */
export function CategoryPackages({ categoryId, cursor, onState }: Props) {
  const { node } = useLazyLoadQuery<CategoryPackagesPaginationQuery>(categoryPackagesPaginationQuery, { id: categoryId, count: CATEGORY_PAGE_SIZE, cursor });
  return node == null ? null : <MorePages category={node} onState={onState} />;
}

function MorePages({ category, onState }: { category: CategoryPackages_category$key; onState: Props['onState'] }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CategoryPackagesPaginationQuery, CategoryPackages_category$key>(
    categoryPackagesFragment,
    category,
  );
  const { edges } = data.packages;
  useEffect(() => {
    onState({ shown: edges.length, hasNext, isLoadingNext, loadNext: () => loadNext(CATEGORY_PAGE_SIZE) });
  }, [edges.length, hasNext, isLoadingNext, loadNext, onState]);
  return (
    <ul className={`card-grid ${styles.morePages}`}>
      {edges.map(({ node }) => (
        <li key={node.id}>
          <PackageCard package={node} />
        </li>
      ))}
    </ul>
  );
}
