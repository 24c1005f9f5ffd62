import type { GatewayContext } from '../../context.ts';
import type { NewsCardModel, NewsDetailModel } from '../../rest/news/types.ts';
import type { ArticleLoaders } from '../content/articles.ts';

/** The news loaders of a request, in the shape the shared article resolvers take. */
export const newsLoaders = ({ loaders }: GatewayContext): ArticleLoaders<NewsCardModel, NewsDetailModel> => ({
  categories: loaders.newsCategories,
  byId: loaders.newsById,
  bySlug: loaders.newsBySlug,
  page: loaders.newsPage,
});
