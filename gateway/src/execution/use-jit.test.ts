import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';

const NODE_WITH_DEFAULT = `query Node($id: ID! = "UGFja2FnZTpwa2ctMQ==") { node(id: $id) { __typename ... on Package { slug } } }`;

const answer = async (jit: boolean, query: string, variables: Record<string, unknown>) => {
  const { yoga } = testGateway(fakeCatalogueUpstream(standardCatalogue()).fetch, { jit });
  const response = await yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
};

describe('GATEWAY_JIT', () => {
  it('answers a required variable left to its default as the interpreter does', async () => {
    const compiled = await answer(true, NODE_WITH_DEFAULT, {});
    expect(compiled.body.errors).toBeUndefined();
    expect(compiled).toEqual(await answer(false, NODE_WITH_DEFAULT, {}));
  });

  it.each([
    ['a missing required variable', `query ($id: ID!) { node(id: $id) { id } }`, {}],
    ['a string for an Int', `query ($first: Int) { category(slug: "kailash-mansarovar") { packages(first: $first) { totalCount } } }`, { first: 'x' }],
  ])('refuses %s with HTTP 400 and graphql-js message, not a masked 500', async (_case, query, variables) => {
    const compiled = await answer(true, query, variables);
    expect(compiled.status).toBe(400);
    expect(compiled.body.errors[0].message).toMatch(/^Variable "\$\w+"/);
    expect(compiled).toEqual(await answer(false, query, variables));
  });

  it('answers the category page the same compiled and interpreted', async () => {
    const query = `query ($slug: String!) { category(slug: $slug) { title packageCount packages(first: 3) { edges { node { id slug price { label } } } } } }`;
    const compiled = await answer(true, query, { slug: 'kailash-mansarovar' });
    expect(compiled.body.data.category.packages.edges).toHaveLength(3);
    expect(compiled).toEqual(await answer(false, query, { slug: 'kailash-mansarovar' }));
  });
});
