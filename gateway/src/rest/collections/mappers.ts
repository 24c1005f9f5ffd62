/** Codegen mappers of the collections domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const collectionsMappers = {
  Collection: '../rest/collections/types.ts#CollectionModel',
};
