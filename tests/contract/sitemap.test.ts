/**
 * `Query.sitemap` over the seeded api: every page the REST lists know of, each list paged with limit 100, and a
 * number of REST calls bounded by the lists' sizes (counted by the proxy between gateway and api).
 */
import { describe, expect, it } from 'vitest';
import { graphqlData } from '../support/graphql.ts';
import { restData, restGet, type PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

const PAGED_LISTS = ['/page', '/blogs', '/news', '/collections', '/webstory-list', '/packages'];

const SITEMAP = /* GraphQL */ `
  query ContractSitemap($first: Int, $after: String) {
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

async function restTotal(path: string): Promise<number> {
  const answer = await restGet<PagedEnvelope<unknown>>(stack.apiBaseUrl, `${path}?page=1&limit=1`, `Bearer ${stack.apiToken}`);
  return answer.body.total;
}

describe('Query.sitemap', () => {
  it('lists every static page, category, blog category, blog, news item, collection, web story and package', async () => {
    const totals = await Promise.all(PAGED_LISTS.map(restTotal));
    const categories = await restData<unknown[]>(stack.apiBaseUrl, '/categorylist?status=true', stack.apiToken);
    const blogCategories = await restData<unknown[]>(stack.apiBaseUrl, '/blog-categories', stack.apiToken);
    const expected = totals.reduce((sum, total) => sum + total, 0) + categories.length + blogCategories.length;

    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => graphqlData<SitemapAnswer>(stack.gatewayUrl, SITEMAP, { first: 5000 }));
    const paths = result.sitemap.edges.map((edge) => edge.node.path);
    expect(result.sitemap.totalCount).toBe(expected);
    expect(paths).toHaveLength(expected);
    expect(new Set(paths).size).toBe(expected);
    expect(paths).toContain('/about-us');
    expect(paths).toContain('/package/kailash-mansarovar');
    expect(paths.filter((path) => path.startsWith('/blogs/') && path.split('/').length === 4).length).toBe(totals[1]);

    // Whole lists once; each paged list in pages of 100 (its first page gives the total).
    const pagesOf = (total: number) => Math.max(1, Math.ceil(total / 100));
    expect(calls).toHaveLength(2 + totals.reduce((sum, total) => sum + pagesOf(total), 0));
    for (const call of calls.filter((entry) => entry.query.includes('page='))) {
      expect(new URLSearchParams(call.query).get('limit')).toBe('100');
    }
  });

  it('pages through the entries with cursors without losing or repeating one', async () => {
    const all = await graphqlData<SitemapAnswer>(stack.gatewayUrl, SITEMAP, { first: 4999 });
    const paths: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: SitemapAnswer = await graphqlData<SitemapAnswer>(stack.gatewayUrl, SITEMAP, { first: 37, after });
      paths.push(...page.sitemap.edges.map((edge) => edge.node.path));
      if (!page.sitemap.pageInfo.hasNextPage) break;
      after = page.sitemap.pageInfo.endCursor;
    }
    expect(paths).toEqual(all.sitemap.edges.map((edge) => edge.node.path));
  });
});
