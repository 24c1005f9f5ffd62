import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Query.noticeboard', () => {
  it('answers the first notices with their dates and links, one call per operation, node lookups included', async () => {
    const { gateway, upstream } = setUp();
    const { data } = await gateway.execute(`{ noticeboard(first: 2) { id title text publishedAt link { url label } } }`);
    const notices = data?.noticeboard as { id: string; title: string; publishedAt: string; link: unknown }[];
    expect(notices.map(({ title, publishedAt, link }) => ({ title, publishedAt, link }))).toEqual([
      { title: 'Notice 1', publishedAt: '2026-11-23T00:00:00.000Z', link: { url: '/kailash-mansarovar-yatra-registration', label: 'Register now' } },
      { title: 'Notice 2', publishedAt: '2026-11-22T00:00:00.000Z', link: null },
    ]);
    const refetched = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on Notice { title } } all: noticeboard { title } }`, {
      id: notices[1]?.id,
    });
    expect(refetched.data?.node).toEqual({ __typename: 'Notice', title: 'Notice 2' });
    expect(upstream.callsTo('/noticeboard-site')).toHaveLength(2);
  });

  it('answers no link for a notice whose link is neither a site path nor an https URL', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{ noticeboard { title link { url } } }`);
    expect(data?.noticeboard).toContainEqual({ title: 'Notice 3', link: null });
  });

  it('refuses a count outside 1..50 without a call', async () => {
    const { gateway, upstream } = setUp();
    for (const first of [0, 51]) {
      const { errors } = await gateway.execute(`query ($first: Int) { noticeboard(first: $first) { id } }`, { first });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(upstream.callsTo('/noticeboard-site')).toHaveLength(0);
  });
});
