/**
 * Codegen mappers of the content domain: GraphQL types onto their REST models (paths from `src/generated/`).
 * `Blog` and `NewsItem` map in their own domains (`rest/blogs/`, `rest/news/`).
 */
export const contentMappers = {
  ContentItem: '../rest/content/types.ts#ContentItemModel',
  Collection: '../rest/content/types.ts#ContentItemModel',
};
