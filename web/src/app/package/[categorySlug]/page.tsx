import type { Metadata } from 'next';
import type { CategoryPageQuery } from '@/__generated__/CategoryPageQuery.graphql';
import categoryPageQueryNode from '@/__generated__/CategoryPageQuery.graphql';
import { CategoryPage } from '@/components/category/CategoryPage';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * A cached page (web/README.md "Cached public pages"): rendered on a path's first request, then served
 * from Next's page cache until a `catalogue` change notice, or after `revalidate` seconds
 * (PAGE_REVALIDATE_SECONDS). Unknown slugs are cached as 404s the same way.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface CategoryRouteProps {
  params: Promise<{ categorySlug: string }>;
}

function loadCategory(slug: string) {
  return loadSerializableQuery<CategoryPageQuery>(categoryPageQueryNode, { slug });
}

export async function generateMetadata({ params }: CategoryRouteProps): Promise<Metadata> {
  const { categorySlug } = await params;
  const category = serverQueryData(await loadCategory(categorySlug))?.category;
  if (category == null) return NOT_FOUND_METADATA;
  const title = category.anotherTitle ?? category.title;
  return pageMetadata({
    title,
    description: category.description ?? `${title}: packages, dates and prices with 24/7 support.`,
    path: `/package/${category.slug}`,
  });
}

export default async function CategoryRoute({ params }: CategoryRouteProps) {
  const { categorySlug } = await params;
  const category = serverQueryData(await loadCategory(categorySlug))?.category;
  if (category == null) return <NotFoundPage />;
  return <CategoryPage category={category} />;
}
