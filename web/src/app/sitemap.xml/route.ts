import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { connection } from 'next/server';
import { siteOrigin } from '@/config/siteUrl';
import { absoluteUrl } from '@/seo/absoluteUrl';
import { sitemapFileCount } from '@/seo/sitemap/chunks';
import { sitemapUrlCount } from '@/seo/sitemap/sitemapEntries';
import { sitemapIndexXml } from '@/seo/sitemap/sitemapIndex';

/**
 * `/sitemap.xml`: the sitemap index, listing `/sitemaps/sitemap/{id}.xml` (app/sitemaps/sitemap.ts). It asks the gateway for the
 * number of URLs only (one small query, answered from the gateway's response cache most of the time), per request:
 * the build has no gateway, so it is never prerendered.
 */
export async function GET(): Promise<Response> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection();
  const origin = siteOrigin();
  const files = Array.from({ length: sitemapFileCount(await sitemapUrlCount()) }, (_, id) => absoluteUrl(`/sitemaps/sitemap/${id}.xml`, origin));
  return new Response(sitemapIndexXml(files), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600' },
  });
}
