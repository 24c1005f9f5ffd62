import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { KmyPageViewQuery } from '@/__generated__/KmyPageViewQuery.graphql';
import kmyPageViewQueryNode from '@/__generated__/KmyPageViewQuery.graphql';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';
import { KMY_PAGES, type KmyPageSlug } from './kmyPages';
import { KmyPageView } from './KmyPageView';
import type { StaticRouteProps } from './StaticPageRoute';

const loadKmyPage = (slug: KmyPageSlug) => loadSerializableQuery<KmyPageViewQuery>(kmyPageViewQueryNode, KMY_PAGES[slug]);

export async function kmyPageMetadata(slug: KmyPageSlug): Promise<Metadata> {
  const page = serverQueryData(await loadKmyPage(slug))?.kmyRegistrationPage;
  if (page == null) return { title: 'Page not found' };
  return pageMetadata({ title: page.title, description: page.summary, path: `/${slug}` });
}

/** A KMY registration page's route (see `StaticPageRoute` for the folder shape). */
export async function KmyPageRoute({ slug, params }: StaticRouteProps & { slug: KmyPageSlug }) {
  if (((await params).rest ?? []).length > 0) notFound();
  const preloaded = await loadKmyPage(slug);
  if (serverQueryData(preloaded)?.kmyRegistrationPage == null) notFound();
  return <KmyPageView preloaded={preloaded} />;
}
