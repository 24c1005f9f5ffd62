'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { NewsListPageQuery } from '@/__generated__/NewsListPageQuery.graphql';
import { ContentCategoryTabs } from '@/components/content/ContentCategoryTabs';
import { ContentListLayout } from '@/components/content/ContentListLayout';
import { ALL_SCOPE } from '@/config/contentListRoutes';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { NewsList } from './NewsList';
import { NEWS_DESCRIPTION, NEWS_HEADING } from './newsTexts';

const newsListPageQuery = graphql`
  query NewsListPageQuery($category: String, $cursor: String) {
    newsCategories {
      slug
      title
      description
      ...ContentCategoryTabs_categories
    }
    ...NewsList_query @arguments(category: $category, cursor: $cursor)
  }
`;

type NewsListPageProps = { preloaded: SerializablePreloadedQuery<NewsListPageQuery>; page: number };

/** `/news` and `/news/{category}`: the category links and the news items, newest first (the server route answers 404 for an unknown category). */
export function NewsListPage({ preloaded, page }: NewsListPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<NewsListPageQuery>(newsListPageQuery, queryRef);
  const category = data.newsCategories.find((candidate) => candidate.slug === preloaded.variables.category) ?? null;
  const heading = category?.title ?? NEWS_HEADING;
  const crumbs = category === null ? [{ label: 'News' }] : [{ label: 'News', path: '/news' }, { label: category.title }];
  return (
    <ContentListLayout
      crumbs={crumbs}
      heading={heading}
      description={category?.description ?? NEWS_DESCRIPTION}
      tabs={<ContentCategoryTabs categories={data.newsCategories} label="News" allPath="/news" current={category?.slug ?? null} />}
    >
      <NewsList query={data} scope={category?.slug ?? ALL_SCOPE} page={page} name={heading} />
    </ContentListLayout>
  );
}
