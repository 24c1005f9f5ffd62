'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { BlogPostPageQuery } from '@/__generated__/BlogPostPageQuery.graphql';
import { ContentArticle } from '@/components/content/ContentArticle';
import { articleJsonLd } from '@/components/content/articleJsonLd';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';

const blogPostPageQuery = graphql`
  query BlogPostPageQuery($slug: String!) {
    blog(slug: $slug) {
      title
      summary
      path
      category
      categoryTitle
      author
      publishedAt
      ogImage: image(width: 1200, height: 630, format: JPEG) {
        url
      }
      ...ContentArticle_item
    }
  }
`;

/** `/blogs/{category}/{slug}`: the post with its `BlogPosting` JSON-LD. */
export function BlogPostPage({ preloaded }: { preloaded: SerializablePreloadedQuery<BlogPostPageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const origin = useSiteOrigin();
  const { blog } = usePreloadedQuery<BlogPostPageQuery>(blogPostPageQuery, queryRef);
  // The server page answers 404 before rendering this when the post does not exist.
  if (blog == null) return null;
  const facts = { ...blog, image: blog.ogImage?.url ?? null, section: blog.categoryTitle };
  return (
    <>
      <ContentArticle item={blog} section="Blogs" sectionPath="/blogs" relatedHeading="Related posts" />
      <JsonLd data={articleJsonLd('BlogPosting', facts, origin)} />
    </>
  );
}
