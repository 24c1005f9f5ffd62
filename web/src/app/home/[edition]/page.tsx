import type { Metadata } from 'next';
import type { HomePageQuery } from '@/__generated__/HomePageQuery.graphql';
import homePageQueryNode from '@/__generated__/HomePageQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { HomePage } from '@/components/home/HomePage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { HOME_EDITION } from '@/config/homeRoute';
import { siteName, siteTagline } from '@/config/site';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * The home page `/` (next.config.ts rewrites `/` here; `/home/index` itself redirects to `/`). It is a
 * cached page like the package pages; it lives under a dynamic segment because Next prerenders a page
 * without one at build time, and the build has no gateway: this one is rendered on its first request,
 * then served from the page cache until a `catalogue` change notice or after `revalidate` seconds.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

const HOME_METADATA: Metadata = {
  ...pageMetadata({
    title: siteTagline,
    description: 'Book Kailash Mansarovar Yatra, Adi Kailash, Char Dham and temple tours with 24/7 support.',
    path: '/',
  }),
  title: { absolute: `${siteName} | ${siteTagline}` },
};

type HomeRouteProps = { params: Promise<{ edition: string }> };

export const generateMetadata = async ({ params }: HomeRouteProps): Promise<Metadata> =>
  (await params).edition === HOME_EDITION ? HOME_METADATA : NOT_FOUND_METADATA;

export default async function Home({ params }: HomeRouteProps) {
  if ((await params).edition !== HOME_EDITION) return <NotFoundPage />;
  const data = serverQueryData(await loadSerializableQuery<HomePageQuery>(homePageQueryNode, {}));
  if (data == null) throw new Error('HomePageQuery answered no data');
  return <HomePage data={data} />;
}
