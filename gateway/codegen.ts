import type { CodegenConfig } from '@graphql-codegen/cli';

const restModels = '../rest/catalogue/types.ts';
const accountModels = '../rest/accounts/types.ts';

/** Generates the resolver signatures from the contract SDL, with parents typed as the REST models. */
const config: CodegenConfig = {
  schema: '../schema/graphql/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        maybeValue: 'T | null',
        contextType: '../context.ts#GatewayContext',
        mappers: {
          Package: `${restModels}#PackageModel`,
          Category: `${restModels}#CategoryModel`,
          MenuPackage: `${restModels}#MenuPackageModel`,
          ContentItem: `${restModels}#ContentItemModel`,
          Viewer: `${accountModels}#UserProfileModel`,
        },
      },
    },
  },
};

export default config;
