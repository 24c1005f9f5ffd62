import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { PackageDetailPageQuery } from '@/__generated__/PackageDetailPageQuery.graphql';
import packageDetailPageQueryNode from '@/__generated__/PackageDetailPageQuery.graphql';
import { PackageDetailPage } from '@/components/package/PackageDetailPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';

interface PackageRouteProps {
  params: Promise<{ categorySlug: string; packageSlug: string }>;
}

const DESCRIPTION_LENGTH = 160;

function loadPackage(slug: string) {
  return loadSerializableQuery<PackageDetailPageQuery>(packageDetailPageQueryNode, { slug });
}

export async function generateMetadata({ params }: PackageRouteProps): Promise<Metadata> {
  const { packageSlug } = await params;
  const pkg = serverQueryData(await loadPackage(packageSlug))?.package;
  if (pkg == null) return { title: 'Page not found' };
  return {
    title: pkg.title,
    description: pkg.overview?.slice(0, DESCRIPTION_LENGTH) ?? undefined,
  };
}

/** Any existing package renders under any category segment: only the package slug must exist. */
export default async function PackageRoute({ params }: PackageRouteProps) {
  const { packageSlug } = await params;
  const preloaded = await loadPackage(packageSlug);
  if (serverQueryData(preloaded)?.package == null) notFound();
  return <PackageDetailPage preloaded={preloaded} />;
}
