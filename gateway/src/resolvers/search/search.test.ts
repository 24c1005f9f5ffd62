import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const SEARCH = /* GraphQL */ `
  query Search($query: String!) {
    search(query: $query) {
      query
      totalCount
      packages { count groups { title slug items { slug path price { amount isSeatOption label } } } }
      blogs { count groups { title items { title kind path image { url } } } }
      news { count groups { title } }
      collections { count groups { title } }
    }
  }
`;

const EMPTY_SECTION = { count: 0, groups: [] };

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Query.search', () => {
  it.each(['ka', '  ka  ', '', 'k'.repeat(101), ` ${'kailash '.repeat(13)}`])('returns empty sections without calling the api for %j', async (query) => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(SEARCH, { query });
    expect(errors).toBeUndefined();
    expect(upstream.calls).toHaveLength(0);
    expect(data?.search).toEqual({
      query: query.trim(),
      totalCount: 0,
      packages: EMPTY_SECTION,
      blogs: EMPTY_SECTION,
      news: EMPTY_SECTION,
      collections: EMPTY_SECTION,
    });
  });

  it('searches the trimmed query once and prices lowercase search packages like cards', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(SEARCH, { query: '  Package 1  ' });
    expect(errors).toBeUndefined();
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/search/Package%201']);
    const search = data?.search as { packages: { count: number; groups: { items: { slug: string }[] }[] } };
    // "package 1" matches package-1 and package-10 .. package-19
    expect(search.packages.count).toBe(11);
    expect(data?.search).toMatchObject({
      query: 'Package 1',
      totalCount: 11,
      packages: {
        groups: [
          {
            title: 'Kailash Mansarovar',
            slug: 'kailash-mansarovar',
            items: expect.arrayContaining([
              {
                slug: 'package-1',
                path: '/kailash-mansarovar/package-1',
                price: { amount: 145000, isSeatOption: true, label: '₹1,45,000' },
              },
            ]),
          },
        ],
      },
    });
  });

  it('lists content results with their kind, page path and tile image', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(SEARCH, { query: 'packing' });
    expect(data?.search).toMatchObject({
      totalCount: 1,
      blogs: {
        count: 1,
        groups: [
          {
            title: 'Travel Tips',
            items: [
              {
                title: 'Kailash packing list',
                kind: 'BLOG',
                path: '/blogs/travel-tips/blog-1',
                image: { url: 'http://media.test/media/blogs/blog-1?w=260&h=190&fm=webp&q=80' },
              },
            ],
          },
        ],
      },
    });
  });
});
