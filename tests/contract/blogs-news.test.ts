import { describe, expect, it } from 'vitest';
import { graphql, graphqlData } from '../support/graphql.ts';
import { restGet, type PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

type Page<T> = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: T }[];
};
type BlogCard = { id: string; slug: string; path: string; category: string };

const BLOG_PAGE = /* GraphQL */ `
  query BlogPage($category: String, $first: Int, $after: String) {
    blogs(category: $category, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id slug path category } }
    }
  }
`;

const blogPage = (variables: Record<string, unknown>) =>
  graphqlData<{ blogs: Page<BlogCard> }>(stack.gatewayUrl, BLOG_PAGE, variables).then((data) => data.blogs);

describe('blogs', () => {
  it('pages through every post with cursors: no post twice, none missed, the totalCount of the api', async () => {
    const { body: rest } = await restGet<PagedEnvelope<{ slug: string }>>(stack.apiBaseUrl, '/blogs?page=1&limit=100', `Bearer ${stack.apiToken}`);
    const slugs: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Page<BlogCard> = await blogPage({ first: 7, after });
      expect(page.totalCount).toBe(rest.total);
      slugs.push(...page.edges.map((edge) => edge.node.slug));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after !== null);
    expect(pages).toBe(Math.ceil(rest.total / 7));
    expect(slugs).toEqual(rest.data.map((post) => post.slug));
  });

  it('filters by blog category, and answers an unknown category with an empty connection', async () => {
    const { blogCategories } = await graphqlData<{ blogCategories: { slug: string; count: number; path: string }[] }>(
      stack.gatewayUrl,
      `{ blogCategories { slug count path } }`,
    );
    expect(blogCategories.length).toBeGreaterThanOrEqual(4);
    const [category] = blogCategories;
    if (category === undefined) throw new Error('no blog category');
    expect(category.path).toBe(`/blogs/${category.slug}`);
    const page = await blogPage({ category: category.slug, first: 50 });
    expect(page.totalCount).toBe(category.count);
    expect(page.edges.every((edge) => edge.node.category === category.slug && edge.node.path.startsWith(`${category.path}/`))).toBe(true);
    const unknown = await graphql<{ blogs: Page<BlogCard> }>(stack.gatewayUrl, BLOG_PAGE, { category: 'no-such-category' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.blogs).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('answers a post by slug with a sanitised body, and null for an unknown slug', async () => {
    const { blog, unknown } = await graphqlData<{ blog: { bodyHtml: string; related: { slug: string }[]; category: string } | null; unknown: null }>(
      stack.gatewayUrl,
      `{ blog(slug: "kailash-mansarovar-yatra-complete-guide") { category bodyHtml related { slug category } } unknown: blog(slug: "no-such-post") { id } }`,
    );
    expect(unknown).toBeNull();
    expect(blog?.bodyHtml).toMatch(/<p>/);
    expect(blog?.bodyHtml).not.toMatch(/<script|\son[a-z]+\s*=/i);
    expect(blog?.related.length).toBeGreaterThan(0);
  });

  it('refetches a post through node(id:) with the card fields its list showed', async () => {
    const [edge] = (await blogPage({ first: 1 })).edges;
    if (edge === undefined) throw new Error('no blog');
    const { node } = await graphqlData<{ node: { __typename: string; slug: string; author: string; readingMinutes: number } | null }>(
      stack.gatewayUrl,
      `query ($id: ID!) { node(id: $id) { __typename ... on Blog { slug author readingMinutes } } }`,
      { id: edge.node.id },
    );
    expect(node).toMatchObject({ __typename: 'Blog', slug: edge.node.slug });
    expect(node?.author.length).toBeGreaterThan(0);
    expect(node?.readingMinutes).toBeGreaterThan(0);
  });

  it('answers a page of 12 posts with related posts and destinations in a bounded number of calls (no N+1)', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ blogs: Page<{ category: string; related: { slug: string }[]; destination: { slug: string } | null }> }>(
        stack.gatewayUrl,
        `query TwelveWithRelated { blogs(first: 12) { edges { node { category related { slug } destination { slug title } } } } }`,
      ),
    );
    const { edges } = result.blogs;
    expect(edges).toHaveLength(12);
    expect(edges.every((edge) => edge.node.related.length > 0)).toBe(true);
    const categories = new Set(edges.map((edge) => edge.node.category)).size;
    // the page, then one newest page per blog category shown (never a detail per post), and one batched
    // catalogue category lookup for every destination
    expect(callsTo(calls, '/blogs')).toHaveLength(1 + categories);
    expect(calls.filter((call) => call.query.includes('filterby'))).toHaveLength(0);
    expect(calls.length).toBeLessThanOrEqual(1 + categories + 1);
  });
});

describe('news', () => {
  it('pages the news with cursors and finds an item by slug', async () => {
    const first = await graphqlData<{ news: Page<{ slug: string; path: string }> }>(
      stack.gatewayUrl,
      `{ news(first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { slug path } } } }`,
    );
    expect(first.news.totalCount).toBeGreaterThanOrEqual(12);
    const second = await graphqlData<{ news: Page<{ slug: string }> }>(
      stack.gatewayUrl,
      `query ($after: String) { news(first: 5, after: $after) { edges { node { slug } } } }`,
      { after: first.news.pageInfo.endCursor },
    );
    const firstSlugs = first.news.edges.map((edge) => edge.node.slug);
    expect(second.news.edges.map((edge) => edge.node.slug).some((slug) => firstSlugs.includes(slug))).toBe(false);
    const [edge] = first.news.edges;
    const { newsItem, unknown } = await graphqlData<{ newsItem: { path: string; bodyHtml: string } | null; unknown: null }>(
      stack.gatewayUrl,
      `query ($slug: String!) { newsItem(slug: $slug) { path bodyHtml } unknown: newsItem(slug: "no-such-news") { id } }`,
      { slug: edge?.node.slug },
    );
    expect(newsItem?.path).toBe(edge?.node.path);
    expect(newsItem?.bodyHtml).not.toMatch(/<script|\son[a-z]+\s*=/i);
    expect(unknown).toBeNull();
  });
});
