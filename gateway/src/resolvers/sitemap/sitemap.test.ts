import { describe, expect, it } from 'vitest';
import { fakeSitemapUpstream, type FakeSitemapSizes } from '../../testing/fake-sitemap.ts';
import { testGateway } from '../../testing/gateway.ts';

const SIZES: FakeSitemapSizes = { pages: 3, categories: 2, blogCategories: 1, blogs: 150, news: 2, collections: 1, webStories: 2, packages: 420 };
const TOTAL = 3 + 2 + 1 + 150 + 2 + 1 + 2 + 420;

const QUERY = /* GraphQL */ `
  query ($first: Int, $after: String) {
    sitemap(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { path updatedAt kind } }
    }
  }
`;

interface SitemapAnswer {
  sitemap: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { path: string; updatedAt: string | null; kind: string } }[];
  };
}

async function readAll(first: number) {
  const upstream = fakeSitemapUpstream(SIZES);
  const { execute } = testGateway(upstream.fetch, { responseCache: false });
  const paths: string[] = [];
  let after: string | null = null;
  for (;;) {
    const { data, errors } = await execute(QUERY, { first, after });
    expect(errors).toBeUndefined();
    const { sitemap } = data as unknown as SitemapAnswer;
    paths.push(...sitemap.edges.map((edge) => edge.node.path));
    if (!sitemap.pageInfo.hasNextPage) return { paths, totalCount: sitemap.totalCount, upstream };
    after = sitemap.pageInfo.endCursor;
  }
}

describe('Query.sitemap', () => {
  it('lists every page of every list once, in order, across pages of entries', async () => {
    const { paths, totalCount } = await readAll(200);
    expect(totalCount).toBe(TOTAL);
    expect(paths).toHaveLength(TOTAL);
    expect(new Set(paths).size).toBe(TOTAL);
    expect(paths.slice(0, 7)).toEqual(['/page-1', '/page-2', '/page-3', '/package/category-1', '/package/category-2', '/blogs/blog-category-1', '/blogs/yatra-guides/blog-1']);
    expect(paths).toContain('/news/announcements/news-2');
    expect(paths).toContain('/collections/collection-1');
    expect(paths).toContain('/webstories/view/story-2');
    expect(paths.at(-1)).toBe('/char-dham/package-420');
  });

  it('reads each REST list with limit 100 and a bounded number of calls', async () => {
    const upstream = fakeSitemapUpstream(SIZES);
    const { execute } = testGateway(upstream.fetch, { responseCache: false });
    const { errors } = await execute(QUERY, { first: 5000 });
    expect(errors).toBeUndefined();
    // One call per whole list, then ⌈total / 100⌉ pages of each paged list: 2 + (1 + 2 + 1 + 1 + 1 + 5).
    expect(upstream.calls).toHaveLength(13);
    for (const call of upstream.calls.filter((c) => c.url.searchParams.has('page'))) expect(call.url.searchParams.get('limit')).toBe('100');
  });

  it('gives the kind and the date of each entry', async () => {
    const { execute } = testGateway(fakeSitemapUpstream(SIZES).fetch, { responseCache: false });
    const { data } = await execute(QUERY, { first: 10 });
    const edges = (data as unknown as SitemapAnswer).sitemap.edges;
    expect(edges[0]?.node).toEqual({ path: '/page-1', updatedAt: '2026-05-01T00:00:00.000Z', kind: 'PAGE' });
    expect(edges[3]?.node).toEqual({ path: '/package/category-1', updatedAt: null, kind: 'CATEGORY' });
  });

  it('refuses a page larger than 5000 entries', async () => {
    const { execute } = testGateway(fakeSitemapUpstream(SIZES).fetch, { responseCache: false });
    const { errors } = await execute(QUERY, { first: 5001 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
