import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { objectId } from '../../testing/fixtures.ts';
import { withDetailsGone } from '../../testing/detail-gone.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('collections', () => {
  it('pages the collections with cursors and a total count', async () => {
    const { gateway } = setUp();
    const first = await gateway.execute(`{ collections(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { slug packageCount } } } }`);
    const connection = first.data?.collections as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { slug: string; packageCount: number } }[];
    };
    expect(connection.totalCount).toBe(3);
    expect(connection.edges.map((edge) => edge.node)).toEqual([
      { slug: 'himalayan-yatras-2026', packageCount: 3 },
      { slug: 'temple-trails', packageCount: 1 },
    ]);
    const next = await gateway.execute(`query ($after: String) { collections(first: 2, after: $after) { pageInfo { hasNextPage } edges { node { slug } } } }`, {
      after: connection.pageInfo.endCursor,
    });
    expect(next.data?.collections).toEqual({ pageInfo: { hasNextPage: false }, edges: [{ node: { slug: 'weekend-yatras' } }] });
  });

  it('answers a collection with its body and packages in one detail call', async () => {
    const { gateway, upstream } = setUp();
    const { data } = await gateway.execute(
      `{ collection(slug: "himalayan-yatras-2026") { title summary path kind bodyHtml packages { title path } image { url } } }`,
    );
    expect(data?.collection).toMatchObject({
      path: '/collections/himalayan-yatras-2026',
      kind: 'COLLECTION',
      bodyHtml: '<p>About himalayan-yatras-2026</p>',
      packages: [
        { title: 'Package 1', path: '/kailash-mansarovar/package-1' },
        { title: 'Package 2', path: '/kailash-mansarovar/package-2' },
        { title: 'Package 3', path: '/kailash-mansarovar/package-3' },
      ],
    });
    expect(upstream.callsTo('/collections')).toHaveLength(1);
  });

  it('answers null for an unknown slug, and for a text that is no slug without calling the api', async () => {
    const { gateway, upstream } = setUp();
    const { data, errors } = await gateway.execute(`{ unknown: collection(slug: "no-such") { id } bad: collection(slug: "Not A Slug") { id } }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ unknown: null, bad: null });
    expect(upstream.callsTo('/collections')).toHaveLength(1);
  });

  it('refetches a collection node as its rich card from one id call', async () => {
    const { gateway, upstream } = setUp();
    const id = encodeGlobalId('Collection', objectId('b', 1));
    const { data } = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on Collection { slug summary packageCount } } }`, { id });
    expect(data?.node).toEqual({ __typename: 'Collection', slug: 'himalayan-yatras-2026', summary: 'The himalayan-yatras-2026 packages.', packageCount: 3 });
    expect(upstream.callsTo('/collections').map((call) => call.url.searchParams.getAll('id[]'))).toEqual([[objectId('b', 1)]]);
  });

  it('lists the collections holding a package, one call per distinct package', async () => {
    const { gateway, upstream } = setUp();
    const { data } = await gateway.execute(`{
      a: package(slug: "package-2") { collections { slug } }
      b: package(slug: "package-2") { collections { slug } }
      c: package(slug: "package-9") { collections { slug } }
    }`);
    expect(data).toEqual({
      a: { collections: [{ slug: 'himalayan-yatras-2026' }, { slug: 'temple-trails' }] },
      b: { collections: [{ slug: 'himalayan-yatras-2026' }, { slug: 'temple-trails' }] },
      c: { collections: [] },
    });
    expect(upstream.callsTo('/collections')).toHaveLength(2);
  });

  it('keeps search collections working and completes their card fields by id', async () => {
    const { gateway } = setUp();
    const id = encodeGlobalId('Collection', objectId('b', 2));
    const { data } = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on ContentItem { title path } ... on Collection { publishedAt } } }`, { id });
    expect(data?.node).toEqual({ title: 'Collection temple-trails', path: '/collections/temple-trails', publishedAt: '2025-09-28T00:00:00.000Z' });
  });
});

describe('Collection detail fields when the detail has gone', () => {
  it('answers their empty values, without an error, when the detail call answers 404 after the list', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data, errors } = await testGateway(withDetailsGone(upstream.fetch)).execute(`{ collections(first: 1) { edges { node { bodyHtml packages { title } } } } }`);
    expect(errors).toBeUndefined();
    expect(data?.collections).toEqual({ edges: [{ node: { bodyHtml: '', packages: [] } }] });
  });
});
