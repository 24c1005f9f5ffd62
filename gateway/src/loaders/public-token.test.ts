import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../domain/relay/index.ts';
import { USER_TOKEN } from '../testing/fake-accounts.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { objectId } from '../testing/fixtures.ts';
import { TEST_CONFIG, testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';

/** Every public loader at once: menu, category page, package page and its departures, trending, popular, search, picker, nodes. */
const PUBLIC_AND_VIEWER = /* GraphQL */ `
  query Everything($content: ID!, $package: ID!) {
    viewer { id }
    menu { slug }
    category(slug: "kailash-mansarovar") { title packages(first: 2) { edges { node { title overview } } } }
    package(slug: "package-4") { title emi { best { emi } } departures { date } }
    trending { packages { title } }
    popularCategories { slug }
    search(query: "packing") { totalCount }
    packagePicker { title }
    content: node(id: $content) { id }
    card: node(id: $package) { id }
  }
`;

describe('public data', () => {
  it("is fetched with the public token for a signed-in caller, whose token goes only to the user route", async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const variables = { content: encodeGlobalId('ContentItem', objectId('b', 1)), package: encodeGlobalId('Package', objectId('a', 3)) };
    await testGateway(upstream.fetch).execute(PUBLIC_AND_VIEWER, variables, { authorization: `Bearer ${USER_TOKEN}` });
    const byToken = (token: string) => upstream.calls.filter((call) => call.authorization === token).map((call) => call.url.pathname);
    expect(byToken(`Bearer ${USER_TOKEN}`)).toEqual(['/api/v1/user']);
    const publicPaths = byToken(`Bearer ${TEST_CONFIG.apiPublicToken}`);
    expect(publicPaths).toHaveLength(upstream.calls.length - 1);
    expect(publicPaths).toEqual(
      expect.arrayContaining(['/api/v1/categorymenu', '/api/v1/package-data/package-4', `/api/v1/package/departures/${objectId('a', 4)}`, '/api/v1/search/packing', '/api/v1/content']),
    );
  });
});
