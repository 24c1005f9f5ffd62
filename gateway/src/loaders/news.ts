import type { RestClient } from '../rest/http.ts';
import { newsRoutes } from '../rest/news/routes.ts';
import { createArticleLoaders } from './articles.ts';

export function createNewsLoaders(client: RestClient) {
  const { categories, byId, bySlug, page } = createArticleLoaders(client, newsRoutes);
  return { newsCategories: categories, newsById: byId, newsBySlug: bySlug, newsPage: page };
}
