import type { MetadataRoute } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { notFound } from 'next/navigation';
import { siteOrigin } from '@/config/siteUrl';
import { parseSitemapFileId, sitemapFileCount } from '@/seo/sitemap/chunks';
import { sitemapFileUrls, sitemapUrlCount } from '@/seo/sitemap/sitemapEntries';

/**
 * The sitemap files `/sitemaps/sitemap/{id}.xml`, 50,000 URLs each at most; `/sitemap.xml` is their index
 * (app/sitemap.xml/route.ts); any other id answers 404. Each file is cached for an hour: rendered on its first
 * request, then again in the background after `revalidate` seconds.
 */
export const revalidate = 3600;
/** As the cached pages: the gateway client's uncached fetch must not turn the file into a per-request route. */
export const dynamic = 'force-static';

/** The files the URLs need. None at build time (no gateway then): each renders on its first request. */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
  return Array.from({ length: sitemapFileCount(await sitemapUrlCount()) }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const file = parseSitemapFileId(await id, sitemapFileCount(await sitemapUrlCount()));
  if (file === null) notFound();
  return sitemapFileUrls(file, siteOrigin());
}
