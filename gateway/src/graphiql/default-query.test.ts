import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { DEFAULT_QUERY } from './default-query.ts';

const operations = parse(DEFAULT_QUERY).definitions.filter(
  (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
);

describe('the GraphiQL default query', () => {
  it('has an operation for every root field of Query', async () => {
    const { yoga } = testGateway(fakeCatalogueUpstream(standardCatalogue()).fetch);
    const rootFields = Object.keys(yoga.getEnveloped().schema.getQueryType()?.getFields() ?? {});
    const queries = operations.filter((operation) => operation.operation === 'query');
    const used = queries.flatMap((operation) =>
      operation.selectionSet.selections.flatMap((selection) => (selection.kind === 'Field' ? [selection.name.value] : [])),
    );
    expect(rootFields.length).toBeGreaterThan(0);
    expect(new Set(used)).toEqual(new Set(rootFields));
  });

  it.each(operations.map((operation) => operation.name?.value ?? ''))(
    'runs %s within the schema and the armor limits',
    async (operationName) => {
      const { executeOperation } = testGateway(fakeCatalogueUpstream(standardCatalogue()).fetch);
      const { errors } = await executeOperation(DEFAULT_QUERY, operationName);
      expect(errors).toBeUndefined();
    },
  );
});
