/**
 * Codegen mappers of the content domain: GraphQL types onto their REST models (paths from `src/generated/`).
 * `Blog`, `NewsItem` and `Collection` map in their own domains (`rest/blogs/`, `rest/news/`, `rest/collections/`).
 */
export const contentMappers = {
  ContentItem: '../rest/content/types.ts#ContentItemModel',
};
