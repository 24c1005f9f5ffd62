import { describe, expect, it } from 'vitest';
import { menuCategories } from '../support/catalogue-scan.ts';
import { graphql, graphqlData } from '../support/graphql.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

const toGlobalId = (type: string, internalId: string): string => Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');

type NodeAnswer = {
  node: { __typename: string; id: string; slug?: string; internalId?: string; title?: string } | null;
};

const nodeQuery = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Package { internalId slug title }
      ... on Category { internalId slug title }
    }
  }
`;

async function firstMenuPackageSlug(): Promise<{ categorySlug: string; packageSlug: string }> {
  const menu = await menuCategories(stack);
  const withPackages = menu.find((category) => category.packages.length > 0 && category.slug === 'char-dham') ?? menu.find((category) => category.packages.length > 0);
  const packageSlug = withPackages?.packages[0]?.slug;
  if (withPackages === undefined || packageSlug === undefined) throw new Error('the seeded menu lists no package');
  return { categorySlug: withPackages.slug, packageSlug };
}

/** Garbage or unknown ids must not resolve to an object: null, or an error without data. */
async function expectNoNode(id: string): Promise<void> {
  const { data, errors } = await graphql<NodeAnswer>(stack.gatewayUrl, nodeQuery, { id });
  if (errors === undefined) expect(data).toEqual({ node: null });
  else expect(data?.node ?? null).toBeNull();
}

describe('node', () => {
  it('round-trips a Package through its global id', async () => {
    const { packageSlug } = await firstMenuPackageSlug();
    const { package: found } = await graphqlData<{ package: { id: string; internalId: string; title: string } | null }>(
      stack.gatewayUrl,
      `query ($slug: String!) { package(slug: $slug) { id internalId title } }`,
      { slug: packageSlug },
    );
    if (found === null) throw new Error(`package(slug: "${packageSlug}") is null`);
    expect(found.id).toBe(toGlobalId('Package', found.internalId));
    const { node } = await graphqlData<NodeAnswer>(stack.gatewayUrl, nodeQuery, { id: found.id });
    expect(node).toEqual({ __typename: 'Package', id: found.id, internalId: found.internalId, slug: packageSlug, title: found.title });
  });

  it('round-trips a Category through its global id', async () => {
    const { categorySlug } = await firstMenuPackageSlug();
    const { category } = await graphqlData<{ category: { id: string; internalId: string; title: string } | null }>(
      stack.gatewayUrl,
      `query ($slug: String!) { category(slug: $slug) { id internalId title } }`,
      { slug: categorySlug },
    );
    if (category === null) throw new Error(`category(slug: "${categorySlug}") is null`);
    expect(category.id).toBe(toGlobalId('Category', category.internalId));
    const { node } = await graphqlData<NodeAnswer>(stack.gatewayUrl, nodeQuery, { id: category.id });
    expect(node).toEqual({ __typename: 'Category', id: category.id, internalId: category.internalId, slug: categorySlug, title: category.title });
  });

  it('resolves no object for a garbage id', async () => {
    await expectNoNode('garbage!!');
    await expectNoNode(Buffer.from('no colon here').toString('base64'));
    await expectNoNode(toGlobalId('Spaceship', 'aaaaaaaaaaaaaaaaaaaaaaaa'));
  });

  it('resolves no object for a well-formed id that names nothing', async () => {
    await expectNoNode(toGlobalId('Package', 'ffffffffffffffffffffffff'));
    await expectNoNode(toGlobalId('Category', 'ffffffffffffffffffffffff'));
  });
});
