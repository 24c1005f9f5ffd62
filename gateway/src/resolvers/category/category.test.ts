import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { KAILASH_PACKAGE_COUNT, standardCatalogue } from '../../testing/standard-catalogue.ts';

const CATEGORY_PAGE = /* GraphQL */ `
  query CategoryPage($slug: String!, $first: Int, $after: String) {
    category(slug: $slug) {
      title
      isInternational
      packageCount
      startingPrice
      subCategories { slug }
      image { url }
      packages(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { id slug path price { label } } }
      }
    }
  }
`;

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Category.packages', () => {
  it('fetches a connection of 12 packages with one /packages call, not one per node', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(CATEGORY_PAGE, { slug: 'kailash-mansarovar', first: 12 });
    expect(errors).toBeUndefined();
    const packagesCalls = upstream.callsTo('/packages');
    expect(packagesCalls).toHaveLength(1);
    expect(Object.fromEntries(packagesCalls[0]?.url.searchParams ?? [])).toEqual({
      category: 'kailash-mansarovar',
      page: '1',
      limit: '12',
    });
    const connection = (data?.category as { packages: { edges: unknown[]; totalCount: number } }).packages;
    expect(connection.edges).toHaveLength(12);
    expect(connection.totalCount).toBe(KAILASH_PACKAGE_COUNT);
    expect(upstream.callsTo('/package-data')).toHaveLength(0);
  });

  it('continues after the end cursor with the next REST page', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(CATEGORY_PAGE, {
      slug: 'kailash-mansarovar',
      first: 12,
      after: encodeCursor(23),
    });
    expect(upstream.callsTo('/packages')[0]?.url.searchParams.get('page')).toBe('3');
    expect(data?.category).toMatchObject({
      packages: {
        pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: encodeCursor(24), endCursor: encodeCursor(29) },
      },
    });
    const slugs = (data?.category as { packages: { edges: { node: { slug: string } }[] } }).packages.edges.map(
      (edge) => edge.node.slug,
    );
    expect(slugs).toEqual(['package-25', 'package-26', 'package-27', 'package-28', 'package-29', 'package-30']);
  });

  it('rejects first above 50 as bad user input without calling the api for packages', async () => {
    const { upstream, gateway } = setUp();
    const { errors } = await gateway.execute(CATEGORY_PAGE, { slug: 'kailash-mansarovar', first: 51 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.callsTo('/packages')).toHaveLength(0);
  });

  it('rejects a forged cursor beyond the REST pages without calling the api or naming its parameters', async () => {
    const { upstream, gateway } = setUp();
    const after = Buffer.from('offset:999999999').toString('base64');
    const { errors } = await gateway.execute(CATEGORY_PAGE, { slug: 'kailash-mansarovar', first: 12, after });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(errors)).not.toContain('page');
    expect(upstream.callsTo('/packages')).toHaveLength(0);
  });
});

describe('Query.category', () => {
  it('asks for the first packages page before the category stat has answered', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const started: string[] = [];
    // The stat answers only once the page call has started: a waterfall would stall until vitest's timeout.
    let pageStarted: () => void = () => undefined;
    const pageCall = new Promise<void>((resolve) => (pageStarted = resolve));
    const gateway = testGateway(async (url, init) => {
      const { pathname } = new URL(url);
      started.push(pathname.replace('/api/v1', ''));
      if (pathname.endsWith('/packages')) pageStarted();
      if (pathname.includes('/get-category-stat-by-slug/')) await pageCall;
      return upstream.fetch(url, init);
    });
    const { data, errors } = await gateway.execute(
      `query ($slug: String!) { category(slug: $slug) { title ...Listing } }
       fragment Listing on Category { packages(first: 12) { totalCount edges { node { slug } } } }`,
      { slug: 'kailash-mansarovar' },
    );
    expect(errors).toBeUndefined();
    expect((data?.category as { packages: { edges: unknown[] } }).packages.edges).toHaveLength(12);
    expect(started.sort()).toEqual(['/get-category-stat-by-slug/kailash-mansarovar', '/packages']);
  });

  it('starts no page call for a packages selection that @skip leaves out, nor for a window it will refuse', async () => {
    const { upstream, gateway } = setUp();
    const { errors } = await gateway.execute(
      `query ($skip: Boolean!) { category(slug: "kailash-mansarovar") { title packages(first: 12) @skip(if: $skip) { totalCount } } }`,
      { skip: true },
    );
    expect(errors).toBeUndefined();
    const refused = await gateway.execute(`{ category(slug: "kailash-mansarovar") { packages(first: 51) { totalCount } } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.callsTo('/packages')).toHaveLength(0);
  });

  it('answers the summary, counts and sub-categories from one stat call', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(
      `query { category(slug: "kailash-mansarovar") { title isInternational packageCount startingPrice subCategories { slug } image { url } } }`,
    );
    expect(data?.category).toEqual({
      title: 'Kailash Mansarovar',
      isInternational: true,
      packageCount: KAILASH_PACKAGE_COUNT,
      startingPrice: 99000,
      subCategories: [{ slug: 'kailash-by-helicopter' }],
      image: { url: 'http://media.test/media/categories/category-1?w=260&h=190&fm=webp&q=80' },
    });
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual([
      '/api/v1/get-category-stat-by-slug/kailash-mansarovar',
    ]);
  });

  it('returns null for an unknown slug', async () => {
    const { gateway } = setUp();
    expect((await gateway.execute(`{ category(slug: "atlantis") { title } }`)).data).toEqual({ category: null });
  });

  it('finds the menu packages of a category in the menu', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{ category(slug: "char-dham") { menuPackages { slug path } } }`);
    expect(data?.category).toEqual({ menuPackages: [{ slug: 'package-31', path: '/char-dham/package-31' }] });
  });
});

describe('Query.menu', () => {
  it('lists the menu categories with their packages and fetches the menu once', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(`{
      menu { slug isInternational subCategories { slug } menuPackages { title path } }
      again: menu { slug }
    }`);
    expect(errors).toBeUndefined();
    expect(upstream.calls).toHaveLength(1);
    expect(data?.menu).toEqual([
      {
        slug: 'kailash-mansarovar',
        isInternational: true,
        subCategories: [{ slug: 'kailash-by-helicopter' }],
        menuPackages: [
          { title: 'Package 1', path: '/kailash-mansarovar/package-1' },
          { title: 'Package 2', path: '/kailash-mansarovar/package-2' },
          { title: 'Package 3', path: '/kailash-mansarovar/package-3' },
        ],
      },
      {
        slug: 'char-dham',
        isInternational: false,
        subCategories: [],
        menuPackages: [{ title: 'Char Dham Yatra by Helicopter', path: '/char-dham/package-31' }],
      },
    ]);
  });
});

describe('Query.popularCategories', () => {
  it('asks the category list for active popular categories', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(`{ popularCategories { slug } }`);
    expect(data).toEqual({ popularCategories: [{ slug: 'kailash-mansarovar' }] });
    expect(Object.fromEntries(upstream.calls[0]?.url.searchParams ?? [])).toEqual({ status: 'true', isPopular: 'true' });
  });
});

describe('Query.menu stats', () => {
  const restPaths = (calls: { url: URL }[]) => calls.map((call) => call.url.pathname.replace(/^\/api\/v1/, ''));

  it('fetches the package count and starting price of every menu category in one /category-stats call', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(`{ menu { slug packageCount startingPrice } }`);
    expect(errors).toBeUndefined();
    expect(restPaths(upstream.calls)).toEqual(['/categorymenu', '/category-stats']);
    expect(upstream.callsTo('/category-stats')[0]?.url.searchParams.getAll('slug[]')).toEqual(['kailash-mansarovar', 'char-dham']);

    const singles = await Promise.all(
      ['kailash-mansarovar', 'char-dham'].map(async (slug) => {
        const single = setUp();
        const answer = await single.gateway.execute(`{ category(slug: "${slug}") { slug packageCount startingPrice } }`);
        expect(restPaths(single.upstream.calls)).toEqual([`/get-category-stat-by-slug/${slug}`]);
        return answer.data?.category;
      }),
    );
    expect(data?.menu).toEqual(singles);
    expect(singles[0]).toMatchObject({ packageCount: KAILASH_PACKAGE_COUNT });
  });
});
