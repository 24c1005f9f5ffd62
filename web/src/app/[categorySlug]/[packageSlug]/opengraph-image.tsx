import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import type { PackageDetailPageQuery } from '@/__generated__/PackageDetailPageQuery.graphql';
import packageDetailPageQueryNode from '@/__generated__/PackageDetailPageQuery.graphql';
import { siteName } from '@/config/site';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { OG_CONTENT_TYPE, OG_SIZE, OgCard } from '@/seo/og/OgCard';

/** Cached like the package page itself (web/README.md "Cached public pages"); rendered on its first request. */
export const dynamic = 'force-static';
export const revalidate = 600;

export const alt = `A package of ${siteName}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** A package's Open Graph image: its title, duration and price label, with the brand; from the page's own query. */
export default async function PackageOpenGraphImage({ params }: { params: Promise<{ packageSlug: string }> }) {
  const { packageSlug } = await params;
  const pkg = serverQueryData(await loadSerializableQuery<PackageDetailPageQuery>(packageDetailPageQueryNode, { slug: packageSlug }))?.package;
  if (pkg == null) notFound();
  return new ImageResponse(<OgCard title={pkg.title} facts={[pkg.duration, pkg.price.label]} kicker="Pilgrimage tour" />, OG_SIZE);
}
