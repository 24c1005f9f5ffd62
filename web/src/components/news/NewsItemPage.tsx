'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { NewsItemPageQuery } from '@/__generated__/NewsItemPageQuery.graphql';
import { ContentArticle } from '@/components/content/ContentArticle';
import { articleJsonLd } from '@/components/content/articleJsonLd';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';

const newsItemPageQuery = graphql`
  query NewsItemPageQuery($slug: String!) {
    newsItem(slug: $slug) {
      title
      summary
      path
      category
      categoryTitle
      publishedAt
      ogImage: image(width: 1200, height: 630, format: JPEG) {
        url
      }
      ...ContentArticle_item
    }
  }
`;

/** `/news/{category}/{slug}`: the item with its `NewsArticle` JSON-LD. */
export function NewsItemPage({ preloaded }: { preloaded: SerializablePreloadedQuery<NewsItemPageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const origin = useSiteOrigin();
  const { newsItem } = usePreloadedQuery<NewsItemPageQuery>(newsItemPageQuery, queryRef);
  // The server page answers 404 before rendering this when the item does not exist.
  if (newsItem == null) return null;
  const facts = { ...newsItem, image: newsItem.ogImage?.url ?? null, section: newsItem.categoryTitle };
  return (
    <>
      <ContentArticle item={newsItem} section="News" sectionPath="/news" relatedHeading="Related news" />
      <JsonLd data={articleJsonLd('NewsArticle', facts, origin)} />
    </>
  );
}
