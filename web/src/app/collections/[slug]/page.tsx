import type { Metadata } from 'next';
import type { CollectionPageQuery } from '@/__generated__/CollectionPageQuery.graphql';
import collectionPageQueryNode from '@/__generated__/CollectionPageQuery.graphql';
import { CollectionPage } from '@/components/collections/CollectionPage';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/** A cached page (web/README.md "Cached public pages"); unknown slugs are cached as 404s the same way. */
export const dynamic = 'force-static';
export const revalidate = 600;

interface CollectionRouteProps {
  params: Promise<{ slug: string }>;
}

const loadCollection = (slug: string) => loadSerializableQuery<CollectionPageQuery>(collectionPageQueryNode, { slug });

export async function generateMetadata({ params }: CollectionRouteProps): Promise<Metadata> {
  const { slug } = await params;
  const collection = serverQueryData(await loadCollection(slug))?.collection;
  if (collection == null) return NOT_FOUND_METADATA;
  return pageMetadata({ title: collection.title, description: collection.summary, path: collection.path });
}

export default async function CollectionRoute({ params }: CollectionRouteProps) {
  const { slug } = await params;
  const preloaded = await loadCollection(slug);
  if (serverQueryData(preloaded)?.collection == null) return <NotFoundPage />;
  return <CollectionPage preloaded={preloaded} />;
}
