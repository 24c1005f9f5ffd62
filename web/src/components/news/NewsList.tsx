'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { NewsListPaginationQuery } from '@/__generated__/NewsListPaginationQuery.graphql';
import type { NewsList_query$key } from '@/__generated__/NewsList_query.graphql';
import { ContentCard } from '@/components/content/ContentCard';
import { ContentGrid } from '@/components/content/ContentGrid';
import { ContentListJsonLd } from '@/components/content/ContentListJsonLd';
import { ContentListPager } from '@/components/content/ContentListPager';
import { CONTENT_PAGE_SIZE, contentListPath } from '@/config/contentListRoutes';

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
  const offset = (page - 1) * CONTENT_PAGE_SIZE;
  const lastPage = page + Math.ceil(edges.length / CONTENT_PAGE_SIZE);
  return (
    <>
      <ContentGrid testId="news-list">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ContentCard item={node} />
          </li>
        ))}
      </ContentGrid>
      <ContentListPager
        offset={offset}
        shown={edges.length}
        total={totalCount}
        noun="news items"
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(CONTENT_PAGE_SIZE)}
        nextHref={contentListPath('news', scope, lastPage)}
        previousHref={page > 1 ? contentListPath('news', scope, page - 1) : null}
      />
      <ContentListJsonLd name={name} offset={offset} total={totalCount} items={edges.map(({ node }) => node)} />
    </>
  );
}
