import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { objectId } from '../../testing/fixtures.ts';
import { withDetailsGone } from '../../testing/detail-gone.ts';
import { testGateway } from '../../testing/gateway.ts';
import { KAILASH, standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

const BLOGS = /* GraphQL */ `
  query ($category: String, $after: String) {
    blogs(category: $category, first: 4, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { slug path categoryTitle author readingMinutes } }
    }
  }
`;

type BlogsPage = { blogs: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { slug: string } }[] } };

describe('Query.blogs', () => {
  it('pages through a category with cursors, one /blogs call per page', async () => {
    const { upstream, gateway } = setUp();
    const first = (await gateway.execute(BLOGS, { category: 'yatra-guides' })).data as BlogsPage;
    expect(first.blogs.totalCount).toBe(10);
    expect(first.blogs.edges.map((edge) => edge.node.slug)).toEqual([
      'kailash-mansarovar-yatra-complete-guide',
      'blog-post-2',
      'blog-post-3',
      'blog-post-4',
    ]);
    const second = (await gateway.execute(BLOGS, { category: 'yatra-guides', after: first.blogs.pageInfo.endCursor }))
      .data as BlogsPage;
    expect(second.blogs.edges.map((edge) => edge.node.slug)).toEqual(['blog-post-5', 'blog-post-6', 'blog-post-7', 'blog-post-8']);
    expect(upstream.callsTo('/blogs').map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('gives an empty connection for an unknown category', async () => {
    const { gateway } = setUp();
    const { data, errors } = await gateway.execute(BLOGS, { category: 'no-such-category' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ blogs: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } });
  });

  it('answers a malformed category as empty without calling the api', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(BLOGS, { category: 'Not A Slug' });
    expect((data as BlogsPage).blogs.totalCount).toBe(0);
    expect(upstream.callsTo('/blogs')).toHaveLength(0);
  });

  it('answers related posts and destinations of a page with one call per category, not per post', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(`{
      blogs(first: 12) { edges { node { slug related { slug } destination { slug title } } } }
    }`);
    expect(errors).toBeUndefined();
    const edges = (data as { blogs: { edges: { node: { slug: string; related: { slug: string }[]; destination: { slug: string } } }[] } }).blogs.edges;
    expect(edges).toHaveLength(12);
    expect(edges[1]?.node.related.map((post) => post.slug)).toEqual([
      'kailash-mansarovar-yatra-complete-guide',
      'blog-post-3',
      'blog-post-4',
      'blog-post-5',
    ]);
    expect(edges[0]?.node.destination.slug).toBe('kailash-mansarovar');
    // the page, the newest page of each of the two categories, one batched category lookup
    expect(upstream.callsTo('/blogs')).toHaveLength(3);
    expect(upstream.calls).toHaveLength(4);
  });
});

describe('Query.blog and the categories', () => {
  it('answers a post by slug with its body and related posts', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{
      blog(slug: "blog-post-12") { title kind path bodyHtml related { slug } image(width: 960, height: 540) { width height } }
    }`);
    expect(data?.blog).toMatchObject({
      title: 'Blog post 12',
      kind: 'BLOG',
      path: '/blogs/packing-lists/blog-post-12',
      bodyHtml: '<h2>Before you go</h2><p>Carry your passport.</p>',
      related: [{ slug: 'blog-post-11' }, { slug: 'blog-post-13' }, { slug: 'blog-post-14' }, { slug: 'blog-post-15' }],
      image: { width: 960, height: 540 },
    });
  });

  it('answers null for an unknown slug, and for a malformed one without a call', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(`{ a: blog(slug: "no-such-post") { id } b: blog(slug: "../x") { id } }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ a: null, b: null });
    expect(upstream.callsTo('/blogs')).toHaveLength(1);
  });

  it('lists the categories with their paths and finds one by slug', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(`{
      blogCategories { slug title count path }
      blogCategory(slug: "packing-lists") { title description }
      unknown: blogCategory(slug: "nope") { title }
    }`);
    expect(data).toEqual({
      blogCategories: [
        { slug: 'yatra-guides', title: 'Yatra Guides', count: 10, path: '/blogs/yatra-guides' },
        { slug: 'packing-lists', title: 'Packing Lists', count: 5, path: '/blogs/packing-lists' },
      ],
      blogCategory: { title: 'Packing Lists', description: 'Packing Lists for pilgrims.' },
      unknown: null,
    });
    expect(upstream.callsTo('/blog-categories')).toHaveLength(1);
  });
});

describe('Blog as a node and as a search result', () => {
  it('refetches the rich card by id through one batched /blogs?id[]= call', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(
      `query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on Blog { slug author } } b: node(id: $b) { ... on Blog { slug } } }`,
      { a: encodeGlobalId('Blog', objectId('e', 2)), b: encodeGlobalId('Blog', objectId('e', 3)) },
    );
    expect(data).toEqual({ a: { slug: 'blog-post-2', author: 'Yatra desk' }, b: { slug: 'blog-post-3' } });
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.url.searchParams.getAll('id[]')).toEqual([objectId('e', 2), objectId('e', 3)]);
  });

  it('does not answer a news id as a blog', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, {
      id: encodeGlobalId('Blog', objectId('f', 1)),
    });
    expect(data).toEqual({ node: null });
  });
});

describe('Package.blogs', () => {
  it('lists the newest posts about the package category', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(`{ package(slug: "package-5") { blogs(first: 2) { slug } } }`);
    expect(data).toEqual({ package: { blogs: [{ slug: 'kailash-mansarovar-yatra-complete-guide' }, { slug: 'blog-post-2' }] } });
    expect(upstream.callsTo('/blogs')[0]?.url.searchParams.get('destination')).toBe('kailash-mansarovar');
  });

  it('files a package of a sub-category under its top-level category', async () => {
    const catalogue = standardCatalogue();
    const [kailash] = catalogue.menu;
    const helicopter = kailash?.subCategory[0];
    if (kailash === undefined || helicopter === undefined) throw new Error('fixture needs the helicopter sub-category');
    helicopter.parentId = kailash._id;
    const pkg = catalogue.packages[4];
    if (pkg === undefined) throw new Error('fixture needs package-5');
    pkg.category = [{ slug: helicopter.slug, title: helicopter.title }, KAILASH];
    const upstream = fakeCatalogueUpstream(catalogue);
    const { data } = await testGateway(upstream.fetch).execute(`{ package(slug: "package-5") { blogs(first: 1) { slug } } }`);
    expect(data).toEqual({ package: { blogs: [{ slug: 'kailash-mansarovar-yatra-complete-guide' }] } });
    expect(upstream.callsTo('/blogs')[0]?.url.searchParams.get('destination')).toBe('kailash-mansarovar');
  });

  it('refuses more than 12 as bad user input', async () => {
    const { gateway } = setUp();
    const { errors } = await gateway.execute(`{ package(slug: "package-5") { blogs(first: 13) { slug } } }`);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Blog detail fields when the detail has gone', () => {
  it('answers their empty values, without an error, when the detail call answers 404 after the list', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data, errors } = await testGateway(withDetailsGone(upstream.fetch)).execute(`{ blogs(first: 1) { edges { node { bodyHtml } } } }`);
    expect(errors).toBeUndefined();
    expect(data?.blogs).toEqual({ edges: [{ node: { bodyHtml: '' } }] });
  });
});
