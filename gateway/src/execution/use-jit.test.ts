import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { compiledSerialiserFits } from './compiled-serialiser.ts';

/** A package page's shape: nested objects, lists, numbers, booleans, nulls and texts with non-ASCII characters (₹). */
const PACKAGE_PAGE = `query ($slug: String!) { package(slug: $slug) {
  id slug title anotherTitle duration tourLabel path image { url width height alt } categories { slug title }
  price { amount originalAmount currency comingSoon isSeatOption label }
  emi { amount best { emi bank tenure } banks { bank plans { month price interest extraInterest totalCost } } }
  overview highlights inclusions exclusions itinerary { day title description }
} }`;

const CATEGORY_LISTING = `query ($slug: String!) { category(slug: $slug) {
  id title description packageCount startingPrice subCategories { slug title }
  packages(first: 12) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id slug path price { amount label } } } }
} }`;

const NODE_WITH_DEFAULT = `query Node($id: ID! = "UGFja2FnZTpwa2ctMQ==") { node(id: $id) { __typename ... on Package { slug } } }`;

const send = (jit: boolean, query: string, variables: Record<string, unknown>) => {
  const { yoga } = testGateway(fakeCatalogueUpstream(standardCatalogue()).fetch, { jit });
  return yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
};

const answer = async (jit: boolean, query: string, variables: Record<string, unknown>) => {
  const response = await send(jit, query, variables);
  return { status: response.status, body: await response.json() };
};

/** The answer's exact bytes, as a client receives them. */
const written = async (jit: boolean, query: string, variables: Record<string, unknown>) => {
  const response = await send(jit, query, variables);
  return `${response.status} ${await response.text()}`;
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

  it.each([
    ['the package page', PACKAGE_PAGE, { slug: standardCatalogue().packages[0]!.slug }],
    ['the category listing', CATEGORY_LISTING, { slug: 'kailash-mansarovar' }],
    ['fields asked in another order, twice, with aliases and skipped fields', `query ($no: Boolean = false) { menu { title t: title slug @include(if: $no) menuPackages { path slug } } }`, {}],
  ])('writes %s byte for byte as graphql-js and JSON.stringify do', async (_case, query, variables) => {
    const compiled = await written(true, query, variables);
    expect(compiled).toMatch(/"data"/);
    expect(compiled).toBe(await written(false, query, variables));
  });

  it('writes an answer with errors as the interpreter does, but for the locations JIT leaves out', async () => {
    const query = `query { emi(amount: -1) { amount } menu { slug } }`;
    const compiled = JSON.parse((await written(true, query, {})).slice(4));
    const interpreted = JSON.parse((await written(false, query, {})).slice(4));
    expect(compiled.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
    for (const error of interpreted.errors) delete error.locations;
    expect(compiled).toEqual(interpreted);
  });
});

describe('compiledSerialiserFits', () => {
  const schema = testGateway(fakeCatalogueUpstream(standardCatalogue()).fetch).yoga.getEnveloped().schema;

  it('fits a document of object types only, and not one that selects an interface', () => {
    const fits = compiledSerialiserFits();
    expect(fits(schema, parse(PACKAGE_PAGE))).toBe(true);
    expect(fits(schema, parse(`{ node(id: "x") { id ... on Package { slug } } }`))).toBe(false);
  });

  it('fits nothing when an answer may hold a custom scalar', () => {
    const custom = buildSchema(`scalar Json type Query { a: Json b: String }`);
    expect(compiledSerialiserFits()(custom, parse(`{ b }`))).toBe(false);
  });
});
