import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { StaticPageViewQuery } from '@/__generated__/StaticPageViewQuery.graphql';
import staticPageViewQueryNode from '@/__generated__/StaticPageViewQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';
import { StaticPageView } from './StaticPageView';

/**
 * The props of a static page's route. Each page lives at `app/{slug}/[[...rest]]/page.tsx`: its own folder
 * (so it wins over the root `[categorySlug]` segment), under an optional catch-all that matches `/{slug}`
 * alone. Being a dynamic segment, it is not prerendered by `next build` (which has no gateway) but rendered on
 * its first request and then cached (`force-static`), like the home page; any deeper path is a 404.
 */
export interface StaticRouteProps {
  params: Promise<{ rest?: string[] }>;
}

/** True for a path under the page (`/{slug}/anything`): a 404, as the page has no sub-pages. */
export const isDeeperPath = async (params: StaticRouteProps['params']): Promise<boolean> => ((await params).rest ?? []).length > 0;

export const loadStaticPage = (slug: string) => loadSerializableQuery<StaticPageViewQuery>(staticPageViewQueryNode, { slug });

/** Title, description, canonical URL and social cards of a static page, from its `summary`. */
export async function staticPageMetadata(slug: string, params: StaticRouteProps['params']): Promise<Metadata> {
  if (await isDeeperPath(params)) return NOT_FOUND_METADATA;
  const page = serverQueryData(await loadStaticPage(slug))?.page;
  if (page == null) return NOT_FOUND_METADATA;
  return pageMetadata({ title: page.title, description: page.summary, path: `/${slug}` });
}

/** Renders the static page `slug` (404 for a deeper path or a page the api does not have). */
export async function StaticPageRoute({ slug, params, children }: StaticRouteProps & { slug: string; children?: ReactNode }) {
  if (await isDeeperPath(params)) return <NotFoundPage />;
  const preloaded = await loadStaticPage(slug);
  if (serverQueryData(preloaded)?.page == null) return <NotFoundPage />;
  return <StaticPageView preloaded={preloaded}>{children}</StaticPageView>;
}
