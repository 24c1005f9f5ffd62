/** Codegen mappers of the files foundation: GraphQL types onto their REST models (paths from `src/generated/`). */
export const filesMappers = {
  StoredFile: '../rest/files/types.ts#RestStoredFile',
};
