import type { RestClient } from '../rest/http.ts';
import { blogRoutes } from '../rest/blogs/routes.ts';
import { createArticleLoaders } from './articles.ts';

export function createBlogLoaders(client: RestClient) {
  const { categories, byId, bySlug, page } = createArticleLoaders(client, blogRoutes);
  return { blogCategories: categories, blogById: byId, blogBySlug: bySlug, blogPage: page };
}
