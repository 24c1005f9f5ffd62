/** Codegen mappers of the content domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const contentMappers = {
  ContentItem: '../rest/content/types.ts#ContentItemModel',
  Blog: '../rest/content/types.ts#ContentItemModel',
  NewsItem: '../rest/content/types.ts#ContentItemModel',
};
