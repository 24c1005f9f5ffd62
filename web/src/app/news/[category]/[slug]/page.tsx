import type { Metadata } from 'next';
import type { NewsItemPageQuery } from '@/__generated__/NewsItemPageQuery.graphql';
import newsItemPageQueryNode from '@/__generated__/NewsItemPageQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { NewsItemPage } from '@/components/news/NewsItemPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * A cached page (web/README.md "Cached public pages"). The item answers only under its own category: an unknown
 * slug, or a category segment that is not the post's, is a (cached) 404 — one address per item.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface NewsItemRouteProps {
  params: Promise<{ category: string; slug: string }>;
}

async function loadNewsItem(params: NewsItemRouteProps['params']) {
  const { category, slug } = await params;
  const preloaded = await loadSerializableQuery<NewsItemPageQuery>(newsItemPageQueryNode, { slug });
  const item = serverQueryData(preloaded)?.newsItem;
  return item != null && item.category === category ? { preloaded, item } : null;
}

export async function generateMetadata({ params }: NewsItemRouteProps): Promise<Metadata> {
  const post = await loadNewsItem(params);
  if (post === null) return NOT_FOUND_METADATA;
  const { item } = post;
  return pageMetadata({ title: item.title, description: item.summary, path: item.path, image: item.ogImage?.url, type: 'article' });
}

export default async function NewsItemRoute({ params }: NewsItemRouteProps) {
  const post = await loadNewsItem(params);
  if (post === null) return <NotFoundPage />;
  return <NewsItemPage preloaded={post.preloaded} />;
}
