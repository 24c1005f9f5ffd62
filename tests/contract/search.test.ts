import { describe, expect, it } from 'vitest';
import { graphqlData } from '../support/graphql.ts';
import { restData } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

type Section<TItem> = { count: number; groups: { title: string; items: TItem[] }[] };
type ContentItem = { id: string; slug: string; kind: 'BLOG' | 'NEWS' | 'COLLECTION'; title: string; path: string };
type SearchResults = {
  query: string;
  totalCount: number;
  packages: Section<{ id: string; slug: string; title: string; price: { label: string } }> & { groups: { slug: string | null }[] };
  blogs: Section<ContentItem>;
  news: Section<ContentItem>;
  collections: Section<ContentItem>;
};

type RestSearch = Record<'packages' | 'blogs' | 'news' | 'collection', { title: string; lists: unknown[] }[]>;

const searchQuery = /* GraphQL */ `
  query Search($query: String!) {
    search(query: $query) {
      query
      totalCount
      packages { count groups { title slug items { id slug title price { label } } } }
      blogs { count groups { title items { id slug kind title path } } }
      news { count groups { title items { id slug kind title path } } }
      collections { count groups { title items { id slug kind title path } } }
    }
  }
`;

const search = async (query: string): Promise<SearchResults> =>
  (await graphqlData<{ search: SearchResults }>(stack.gatewayUrl, searchQuery, { query })).search;

const sections = (results: SearchResults): Section<unknown>[] => [results.packages, results.blogs, results.news, results.collections];

const itemsIn = (section: Section<unknown>): number => section.groups.reduce((sum, group) => sum + group.items.length, 0);

describe('search', () => {
  it('finds kailash packages with section counts equal to the items across their groups', async () => {
    const results = await search('kailash');
    expect(results.query).toBe('kailash');
    expect(results.packages.count).toBeGreaterThan(0);
    for (const section of sections(results)) expect(section.count).toBe(itemsIn(section));
    expect(results.totalCount).toBe(sections(results).reduce((sum, section) => sum + section.count, 0));
    for (const group of results.packages.groups) expect(group.title.length).toBeGreaterThan(0);
  });

  it('keeps the groups and counts of the REST search', async () => {
    const [results, rest] = await Promise.all([search('kailash'), restData<RestSearch>(stack.apiBaseUrl, '/search/kailash', stack.apiToken)]);
    const restCount = (groups: { lists: unknown[] }[]): number => groups.reduce((sum, group) => sum + group.lists.length, 0);
    expect(results.packages.groups.map((group) => group.title)).toEqual(rest.packages.map((group) => group.title));
    expect(results.packages.count).toBe(restCount(rest.packages));
    expect(results.blogs.count).toBe(restCount(rest.blogs));
    expect(results.news.count).toBe(restCount(rest.news));
    expect(results.collections.count).toBe(restCount(rest.collection));
  });

  it('gives content items their kind and page path', async () => {
    const results = await search('yatra');
    const expectedPrefix = { BLOG: '/blogs/', NEWS: '/news/', COLLECTION: '/collections/' } as const;
    const items = [results.blogs, results.news, results.collections].flatMap((section) => section.groups.flatMap((group) => group.items));
    for (const item of items) {
      expect(item.path.startsWith(expectedPrefix[item.kind])).toBe(true);
      expect(item.path.endsWith(`/${item.slug}`)).toBe(true);
    }
  });

  it('trims the query', async () => {
    const results = await search('  kailash  ');
    expect(results.query).toBe('kailash');
    expect(results.packages.count).toBeGreaterThan(0);
  });

  it('answers empty sections for a query under 3 characters without calling the api', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => search('ka'));
    for (const section of sections(result)) expect(section).toEqual({ count: 0, groups: [] });
    expect(result.totalCount).toBe(0);
    expect(calls).toEqual([]);
  });
});
