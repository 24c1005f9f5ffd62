import type { Metadata } from 'next';
import type { BlogPostPageQuery } from '@/__generated__/BlogPostPageQuery.graphql';
import blogPostPageQueryNode from '@/__generated__/BlogPostPageQuery.graphql';
import { BlogPostPage } from '@/components/blogs/BlogPostPage';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * A cached page (web/README.md "Cached public pages"). The post answers only under its own category: an unknown
 * slug, or a category segment that is not the post's, is a (cached) 404 — one address per post.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface BlogPostRouteProps {
  params: Promise<{ category: string; slug: string }>;
}

async function loadBlogPost(params: BlogPostRouteProps['params']) {
  const { category, slug } = await params;
  const preloaded = await loadSerializableQuery<BlogPostPageQuery>(blogPostPageQueryNode, { slug });
  const blog = serverQueryData(preloaded)?.blog;
  return blog != null && blog.category === category ? { preloaded, blog } : null;
}

export async function generateMetadata({ params }: BlogPostRouteProps): Promise<Metadata> {
  const post = await loadBlogPost(params);
  if (post === null) return NOT_FOUND_METADATA;
  const { blog } = post;
  return pageMetadata({ title: blog.title, description: blog.summary, path: blog.path, image: blog.ogImage?.url, type: 'article' });
}

export default async function BlogPostRoute({ params }: BlogPostRouteProps) {
  const post = await loadBlogPost(params);
  if (post === null) return <NotFoundPage />;
  return <BlogPostPage preloaded={post.preloaded} />;
}
