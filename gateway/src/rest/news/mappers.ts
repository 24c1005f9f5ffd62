/** Codegen mappers of the news domain (paths from `src/generated/`). */
export const newsMappers = {
  NewsItem: '../rest/news/types.ts#NewsItemModel',
};
