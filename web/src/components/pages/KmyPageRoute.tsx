import type { Metadata } from 'next';
import type { KmyPageViewQuery } from '@/__generated__/KmyPageViewQuery.graphql';
import kmyPageViewQueryNode from '@/__generated__/KmyPageViewQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';
import { KMY_PAGES, type KmyPageSlug } from './kmyPages';
import { KmyPageView } from './KmyPageView';
import { isDeeperPath, type StaticRouteProps } from './StaticPageRoute';

const loadKmyPage = (slug: KmyPageSlug) => loadSerializableQuery<KmyPageViewQuery>(kmyPageViewQueryNode, KMY_PAGES[slug]);

export async function kmyPageMetadata(slug: KmyPageSlug, params: StaticRouteProps['params']): Promise<Metadata> {
  if (await isDeeperPath(params)) return NOT_FOUND_METADATA;
  const page = serverQueryData(await loadKmyPage(slug))?.kmyRegistrationPage;
  if (page == null) return NOT_FOUND_METADATA;
  return pageMetadata({ title: page.title, description: page.summary, path: `/${slug}` });
}

/** A KMY registration page's route (see `StaticPageRoute` for the folder shape). */
export async function KmyPageRoute({ slug, params }: StaticRouteProps & { slug: KmyPageSlug }) {
  if (await isDeeperPath(params)) return <NotFoundPage />;
  const preloaded = await loadKmyPage(slug);
  if (serverQueryData(preloaded)?.kmyRegistrationPage == null) return <NotFoundPage />;
  return <KmyPageView preloaded={preloaded} />;
}
