'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { BlogListPageQuery } from '@/__generated__/BlogListPageQuery.graphql';
import { ContentCategoryTabs } from '@/components/content/ContentCategoryTabs';
import { ContentListLayout } from '@/components/content/ContentListLayout';
import { ALL_SCOPE } from '@/config/contentListRoutes';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { BlogList } from './BlogList';
import { BLOGS_DESCRIPTION, BLOGS_HEADING } from './blogTexts';

const blogListPageQuery = graphql`
  query BlogListPageQuery($category: String, $cursor: String) {
    blogCategories {
      slug
      title
      description
      ...ContentCategoryTabs_categories
    }
    ...BlogList_query @arguments(category: $category, cursor: $cursor)
  }
`;

type BlogListPageProps = { preloaded: SerializablePreloadedQuery<BlogListPageQuery>; page: number };

/** `/blogs` and `/blogs/{category}`: the category links and the posts, newest first (the server route answers 404 for an unknown category). */
export function BlogListPage({ preloaded, page }: BlogListPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<BlogListPageQuery>(blogListPageQuery, queryRef);
  const category = data.blogCategories.find((candidate) => candidate.slug === preloaded.variables.category) ?? null;
  const heading = category?.title ?? BLOGS_HEADING;
  const crumbs = category === null ? [{ label: 'Blogs' }] : [{ label: 'Blogs', path: '/blogs' }, { label: category.title }];
  return (
    <ContentListLayout
      crumbs={crumbs}
      heading={heading}
      description={category?.description ?? BLOGS_DESCRIPTION}
      tabs={<ContentCategoryTabs categories={data.blogCategories} label="Blogs" allPath="/blogs" current={category?.slug ?? null} />}
    >
      <BlogList query={data} scope={category?.slug ?? ALL_SCOPE} page={page} name={heading} />
    </ContentListLayout>
  );
}
