'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { BlogListPaginationQuery } from '@/__generated__/BlogListPaginationQuery.graphql';
import type { BlogList_query$key } from '@/__generated__/BlogList_query.graphql';
import { ContentListView } from '@/components/content/ContentListView';
import { CONTENT_PAGE_SIZE } from '@/config/contentListRoutes';

const blogListFragment = graphql`
  fragment BlogList_query on Query
  @refetchable(queryName: "BlogListPaginationQuery")
  @argumentDefinitions(category: { type: "String" }, count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
    blogs(category: $category, first: $count, after: $cursor) @connection(key: "BlogList_blogs", filters: ["category"]) {
      totalCount
      edges {
        node {
          id
          title
          path
          ...ContentCard_item
        }
      }
    }
  }
`;

type BlogListProps = {
  query: BlogList_query$key;
  /** `all` or the category slug: where the `?page=N` links point. */
  scope: string;
  /** The page the server rendered first (1 unless `?page=N`). */
  page: number;
  name: string;
};

/** The posts, 12 at a time: 'Load more' appends the next page (a `?page=N+1` link without JavaScript). */
export function BlogList({ query, scope, page, name }: BlogListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BlogListPaginationQuery, BlogList_query$key>(blogListFragment, query);
  const { edges, totalCount } = data.blogs;
  return (
    <ContentListView
      kind="blogs"
      noun="posts"
      items={edges.map(({ node }) => node)}
      totalCount={totalCount}
      scope={scope}
      page={page}
      name={name}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(CONTENT_PAGE_SIZE)}
    />
  );
}
