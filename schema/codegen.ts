import type { CodegenConfig } from '@graphql-codegen/cli';

/** Prints the merged contract as one SDL file for the Relay compiler, GraphiQL users and mobile clients. */
const config: CodegenConfig = {
  schema: 'graphql/*.graphql',
  generates: {
    'generated/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, commentDescriptions: false },
    },
  },
};

export default config;
