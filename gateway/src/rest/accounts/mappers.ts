/** Codegen mappers of the accounts domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const accountsMappers = {
  Viewer: '../rest/accounts/types.ts#UserProfileModel',
};
