import type { Metadata } from 'next';
import type { PackageDetailPageQuery } from '@/__generated__/PackageDetailPageQuery.graphql';
import packageDetailPageQueryNode from '@/__generated__/PackageDetailPageQuery.graphql';
import type { PackageSectionsQuery } from '@/__generated__/PackageSectionsQuery.graphql';
import packageSectionsQueryNode from '@/__generated__/PackageSectionsQuery.graphql';
import { packageTag, tagCachedPage } from '@/cache/pageCache';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { PackageDetailPage } from '@/components/package/PackageDetailPage';
import { packageSections } from '@/components/package/sections/PackageSections';
import { restIdOf } from '@/relay/globalId';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';
import { todayInIndia } from '@pilgrim/schema/rules';

/**
 * A cached page (web/README.md "Cached public pages"): rendered on a path's first request, then served
 * from Next's page cache until a change notice names `catalogue` or this package, or after `revalidate`
 * seconds (PAGE_REVALIDATE_SECONDS). Nothing personal is rendered here; the header's personal parts come
 * from the browser.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface PackageRouteProps {
  params: Promise<{ categorySlug: string; packageSlug: string }>;
}

function loadPackage(slug: string) {
  return loadSerializableQuery<PackageDetailPageQuery>(packageDetailPageQueryNode, { slug });
}

export async function generateMetadata({ params }: PackageRouteProps): Promise<Metadata> {
  const { packageSlug } = await params;
  const pkg = serverQueryData(await loadPackage(packageSlug))?.package;
  if (pkg == null) return NOT_FOUND_METADATA;
  // Canonical under the package's home category: the page answers under any category segment.
  return pageMetadata({
    title: pkg.title,
    description: pkg.overview ?? `${pkg.title}, ${pkg.duration}: ${pkg.price.label}.`,
    path: pkg.path,
    image: `${pkg.path}/opengraph-image`,
  });
}

/** Any existing package renders under any category segment: only the package slug must exist. */
export default async function PackageRoute({ params }: PackageRouteProps) {
  const { packageSlug } = await params;
  // The page query and the sections query, both server-only (server components), side by side.
  const [preloaded, sectionsQuery] = await Promise.all([
    loadPackage(packageSlug),
    loadSerializableQuery<PackageSectionsQuery>(packageSectionsQueryNode, { slug: packageSlug }),
  ]);
  const pkg = serverQueryData(preloaded)?.package;
  const sectionsData = serverQueryData(sectionsQuery)?.package;
  if (pkg == null || sectionsData == null) return <NotFoundPage />;
  const restId = restIdOf('Package', pkg.id);
  if (restId != null) await tagCachedPage([packageTag(restId)]);
  return <PackageDetailPage package={pkg} sections={packageSections(sectionsData, todayInIndia(new Date()))} />;
}
