import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { objectId } from '../../testing/fixtures.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Package { slug }
      ... on Category { slug }
      ... on ContentItem { slug path }
    }
  }
`;

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Query.node', () => {
  it('refetches a package by the id its page query returned', async () => {
    const { gateway } = setUp();
    const page = await gateway.execute(`{ package(slug: "package-5") { id } }`);
    const id = (page.data?.package as { id: string }).id;
    const { data } = await gateway.execute(NODE, { id });
    expect(data?.node).toEqual({ __typename: 'Package', id, slug: 'package-5' });
  });

  it('refetches a category and a content item', async () => {
    const { gateway } = setUp();
    const categoryId = encodeGlobalId('Category', objectId('c', 3));
    expect((await gateway.execute(NODE, { id: categoryId })).data?.node).toEqual({
      __typename: 'Category',
      id: categoryId,
      slug: 'kailash-by-helicopter',
    });
    const collectionId = encodeGlobalId('Collection', objectId('b', 2));
    expect((await gateway.execute(NODE, { id: collectionId })).data?.node).toEqual({
      __typename: 'Collection',
      id: collectionId,
      slug: 'temple-trails',
      path: '/collections/temple-trails',
    });
  });

  it('still resolves a content id minted as ContentItem, to its concrete type', async () => {
    const { gateway } = setUp();
    const legacyId = encodeGlobalId('ContentItem', objectId('b', 2));
    const { data } = await gateway.execute(NODE, { id: legacyId });
    expect(data?.node).toMatchObject({ __typename: 'Collection', slug: 'temple-trails' });
  });

  it('answers null when the id names another content type than the item has', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(NODE, { id: encodeGlobalId('Blog', objectId('b', 2)) });
    expect(data?.node).toBeNull();
  });

  it('batches package nodes of one operation into one /packages?id[]= call', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(
      `query($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }`,
      { a: encodeGlobalId('Package', objectId('a', 7)), b: encodeGlobalId('Package', objectId('a', 8)) },
    );
    expect(data?.a).not.toBeNull();
    expect(data?.b).not.toBeNull();
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.url.searchParams.getAll('id[]')).toEqual([objectId('a', 7), objectId('a', 8)]);
  });

  it('returns null for a well-formed id nothing has', async () => {
    const { gateway } = setUp();
    const { data, errors } = await gateway.execute(NODE, { id: encodeGlobalId('Package', objectId('a', 999)) });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ node: null });
  });

  it('rejects a malformed id as bad user input without calling the api', async () => {
    const { upstream, gateway } = setUp();
    const { errors } = await gateway.execute(NODE, { id: 'not-a-global-id' });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.calls).toHaveLength(0);
  });
});
