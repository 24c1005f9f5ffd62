/** Codegen mappers of the catalogue domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const catalogueMappers = {
  Package: '../rest/catalogue/types.ts#PackageModel',
  Category: '../rest/catalogue/types.ts#CategoryModel',
  MenuPackage: '../rest/catalogue/types.ts#MenuPackageModel',
};
