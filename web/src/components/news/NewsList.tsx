'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { NewsListPaginationQuery } from '@/__generated__/NewsListPaginationQuery.graphql';
import type { NewsList_query$key } from '@/__generated__/NewsList_query.graphql';
import { ContentListView } from '@/components/content/ContentListView';
import { CONTENT_PAGE_SIZE } from '@/config/contentListRoutes';

const newsListFragment = graphql`
  fragment NewsList_query on Query
  @refetchable(queryName: "NewsListPaginationQuery")
  @argumentDefinitions(category: { type: "String" }, count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
    news(category: $category, first: $count, after: $cursor) @connection(key: "NewsList_news", filters: ["category"]) {
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

type NewsListProps = {
  query: NewsList_query$key;
  /** `all` or the category slug: where the `?page=N` links point. */
  scope: string;
  /** The page the server rendered first (1 unless `?page=N`). */
  page: number;
  name: string;
};

/** The news items, 12 at a time: 'Load more' appends the next page (a `?page=N+1` link without JavaScript). */
export function NewsList({ query, scope, page, name }: NewsListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<NewsListPaginationQuery, NewsList_query$key>(newsListFragment, query);
  const { edges, totalCount } = data.news;
  return (
    <ContentListView
      kind="news"
      noun="news items"
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
