'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { WebStoryGrid_query$key } from '@/__generated__/WebStoryGrid_query.graphql';
import type { WebStoryGridPaginationQuery } from '@/__generated__/WebStoryGridPaginationQuery.graphql';
import { WEB_STORIES_PAGE_SIZE } from '@/config/webStoriesRoute';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { WebStoryCard } from './WebStoryCard';
import { WebStoryPager } from './WebStoryPager';
import styles from './WebStoriesPage.module.css';

const webStoryGridFragment = graphql`
  fragment WebStoryGrid_query on Query
  @refetchable(queryName: "WebStoryGridPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 8 }, cursor: { type: "String" }) {
    webStories(first: $count, after: $cursor) @connection(key: "WebStoryGrid_webStories") {
      totalCount
      edges {
        node {
          id
          title
          path
          ...WebStoryCard_story
        }
      }
    }
  }
`;

/**
 * The grid of story covers from page `page` on (8 a page), its `ItemList` JSON-LD, and the pager: 'Load more'
 * appends the next page in place with JavaScript, and is a plain link to `?page=N+1` without it.
 */
export function WebStoryGrid({ query, page }: { query: WebStoryGrid_query$key; page: number }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<WebStoryGridPaginationQuery, WebStoryGrid_query$key>(
    webStoryGridFragment,
    query,
  );
  const { edges, totalCount } = data.webStories;
  const offset = (page - 1) * WEB_STORIES_PAGE_SIZE;
  const listed = edges.map(({ node }) => ({ name: node.title, path: node.path }));
  const itemList = itemListJsonLd(listed, useSiteOrigin(), { total: totalCount, offset });
  return (
    <>
      <ul className={styles.grid} data-testid="web-stories">
        {edges.map(({ node }, index) => (
          <li key={node.id}>
            <WebStoryCard story={node} priority={index < 4} />
          </li>
        ))}
      </ul>
      <WebStoryPager
        page={page}
        shown={offset + edges.length}
        total={totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(WEB_STORIES_PAGE_SIZE)}
      />
      <JsonLd data={itemList} />
    </>
  );
}
