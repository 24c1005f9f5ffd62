/**
 * Collections, static and KMY pages and the noticeboard (issue 11) through the gateway over the seeded api:
 * pagination against REST totals, unknown slugs, node refetches, the KMY sections, the dated notices, and the
 * REST calls each operation costs (each counted operation is asked once in this file, so no response cache
 * filled earlier can hide a call).
 */
import { describe, expect, it } from 'vitest';
import { graphql, graphqlData } from '../support/graphql.ts';
import { restData, restGet, type PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

type Edge<T> = { cursor: string; node: T };
type Connection<T> = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Edge<T>[] };
type CollectionCard = { _id: string; slug: string; packageCount: number };
type PackageCard = { _id: string; slug: string; title: string };

const restTotal = async (path: string) =>
  (await restGet<PagedEnvelope<unknown>>(stack.apiBaseUrl, path, `Bearer ${stack.apiToken}`)).body.total;

describe('collections', () => {
  it('pages every collection with cursors, as many as the api lists', async () => {
    const total = await restTotal('/collections?limit=1');
    const slugs: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: { collections: Connection<{ slug: string }> } = await graphqlData(
        stack.gatewayUrl,
        `query ($after: String) { collections(first: 4, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { slug } } } }`,
        { after },
      );
      const { collections } = answer;
      expect(collections.totalCount).toBe(total);
      slugs.push(...collections.edges.map((edge) => edge.node.slug));
      if (!collections.pageInfo.hasNextPage) break;
      after = collections.pageInfo.endCursor;
    }
    expect(slugs).toHaveLength(total);
    expect(new Set(slugs).size).toBe(total);
  });

  it('answers a collection with its packages in the api order from one detail call', async () => {
    const [first] = await restData<CollectionCard[]>(stack.apiBaseUrl, '/collections?limit=1', stack.apiToken);
    if (first === undefined) throw new Error('no collection seeded');
    const detail = await restData<{ packages: PackageCard[] }>(stack.apiBaseUrl, `/collections?filterby=slug&query=${first.slug}`, stack.apiToken);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ collection: { path: string; bodyHtml: string; packageCount: number; packages: { internalId: string }[] } }>(
        stack.gatewayUrl,
        `query ($slug: String!) { collection(slug: $slug) { path bodyHtml packageCount packages { internalId path price { label } } } }`,
        { slug: first.slug },
      ),
    );
    expect(result.collection.path).toBe(`/collections/${first.slug}`);
    expect(result.collection.bodyHtml).toMatch(/^<p>/);
    expect(result.collection.packages.map((p) => p.internalId)).toEqual(detail.packages.map((p) => p._id));
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/collections']);
  });

  it('answers null for an unknown collection slug', async () => {
    const { data, errors } = await graphql<{ collection: null }>(stack.gatewayUrl, `{ collection(slug: "no-such-collection") { id } }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ collection: null });
  });

  it('refetches a collection node as its card from one id call', async () => {
    const { collections } = await graphqlData<{ collections: Connection<{ id: string; slug: string; packageCount: number }> }>(
      stack.gatewayUrl,
      `{ collections(first: 2) { edges { node { id slug packageCount } } } }`,
    );
    const target = collections.edges[1]?.node;
    if (target === undefined) throw new Error('fewer than two collections');
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ node: unknown }>(stack.gatewayUrl, `query ($id: ID!) { node(id: $id) { __typename ... on Collection { slug packageCount summary } } }`, {
        id: target.id,
      }),
    );
    expect(result.node).toMatchObject({ __typename: 'Collection', slug: target.slug, packageCount: target.packageCount });
    expect(calls).toHaveLength(1);
    expect(decodeURIComponent(calls[0]?.query ?? '')).toContain('id[]=');
  });

  it('lists the collections of a package page with one call per package', async () => {
    const [first] = await restData<CollectionCard[]>(stack.apiBaseUrl, '/collections?limit=1', stack.apiToken);
    const detail = await restData<{ packages: PackageCard[] }>(stack.apiBaseUrl, `/collections?filterby=slug&query=${first?.slug}`, stack.apiToken);
    const [a, b] = detail.packages;
    if (a === undefined || b === undefined) throw new Error('the first collection holds fewer than two packages');
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ a: { collections: { slug: string }[] }; b: { collections: { slug: string }[] } }>(
        stack.gatewayUrl,
        `query ($a: String!, $b: String!) { a: package(slug: $a) { collections { slug } } b: package(slug: $b) { collections { slug path } } }`,
        { a: a.slug, b: b.slug },
      ),
    );
    expect(result.a.collections.map((c) => c.slug)).toContain(first?.slug);
    expect(result.b.collections.map((c) => c.slug)).toContain(first?.slug);
    expect(callsTo(calls, '/collections')).toHaveLength(2);
  });
});

describe('static and KMY pages', () => {
  it('lists every static page, and answers each by slug with its body', async () => {
    const { pages } = await graphqlData<{ pages: Connection<{ slug: string; path: string }> }>(
      stack.gatewayUrl,
      `{ pages(first: 50) { totalCount pageInfo { hasNextPage } edges { node { slug path } } } }`,
    );
    expect(pages.totalCount).toBe(await restTotal('/page?limit=1'));
    expect(pages.pageInfo.hasNextPage).toBe(false);
    const slugs = pages.edges.map((edge) => edge.node.slug);
    expect(slugs).toEqual(expect.arrayContaining(['about-us', 'contact-us', 'b2b', 'special-yatra', 'download']));
    const { page } = await graphqlData<{ page: { title: string; bodyHtml: string; path: string } }>(
      stack.gatewayUrl,
      `{ page(slug: "terms-conditions") { title bodyHtml path } }`,
    );
    expect(page.path).toBe('/terms-conditions');
    expect(page.bodyHtml.length).toBeGreaterThan(100);
    expect(page.bodyHtml).not.toMatch(/<script|onerror=|onclick=/i);
  });

  it('answers null for an unknown page, and refetches a page node by id', async () => {
    const { data } = await graphql<{ page: null }>(stack.gatewayUrl, `{ page(slug: "no-such-page") { id } }`);
    expect(data).toEqual({ page: null });
    const { page } = await graphqlData<{ page: { id: string } }>(stack.gatewayUrl, `{ page(slug: "about-us") { id } }`);
    const { node } = await graphqlData<{ node: unknown }>(stack.gatewayUrl, `query ($id: ID!) { node(id: $id) { __typename ... on Page { slug } } }`, {
      id: page.id,
    });
    expect(node).toEqual({ __typename: 'Page', slug: 'about-us' });
  });

  it('answers the special-yatra packages and the download app links', async () => {
    const rest = await restData<{ packages: PackageCard[] }>(stack.apiBaseUrl, '/page?filterby=slug&query=special-yatra', stack.apiToken);
    const { special, download } = await graphqlData<{
      special: { packages: { internalId: string; bookingLabel: string }[] };
      download: { links: { kind: string; url: string }[] };
    }>(stack.gatewayUrl, `{ special: page(slug: "special-yatra") { packages { internalId bookingLabel } } download: page(slug: "download") { links { kind url } } }`);
    expect(special.packages.map((p) => p.internalId)).toEqual(rest.packages.map((p) => p._id));
    expect(special.packages.map((p) => p.bookingLabel)).toContain('Register Now');
    expect(download.links.map((link) => link.kind)).toEqual(['ANDROID', 'IOS']);
  });

  it('answers the KMY sections from /page/kmy-register/{x} and the KMY packages, one call each', async () => {
    const restPackages = await restData<PackageCard[]>(stack.apiBaseUrl, '/package/kmy-resiger-package-list', stack.apiToken);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{
        bank: { slug: string; bankAccounts: { bankName: string; ifsc: string }[] };
        guidelines: { slug: string };
        kmyRegistrationPackages: { internalId: string }[];
      }>(
        stack.gatewayUrl,
        `{ bank: kmyRegistrationPage(section: BANK_DETAILS) { slug bankAccounts { bankName ifsc } }
           guidelines: kmyRegistrationPage(section: GUIDELINES) { slug }
           kmyRegistrationPackages { internalId } }`,
      ),
    );
    expect(result.bank.slug).toBe('kailash-mansarovar-yatra-registration');
    expect(result.bank.bankAccounts.length).toBeGreaterThan(0);
    expect(result.bank.bankAccounts[0]?.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(result.guidelines.slug).toBe('guidelines-for-kailash-yatra');
    expect(result.kmyRegistrationPackages.map((p) => p.internalId)).toEqual(restPackages.map((p) => p._id));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/v1/package/kmy-resiger-package-list',
      '/api/v1/page/kmy-register/bank-details',
      '/api/v1/page/kmy-register/guidelines',
    ]);
  });
});

describe('noticeboard', () => {
  it('answers the current notices newest first with their dates, and refetches one by id', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ noticeboard: { id: string; title: string; publishedAt: string; expiresAt: string | null }[] }>(
        stack.gatewayUrl,
        `{ noticeboard(first: 3) { id title text publishedAt expiresAt link { url label } } }`,
      ),
    );
    const notices = result.noticeboard;
    expect(notices).toHaveLength(3);
    const dates = notices.map((notice) => Date.parse(notice.publishedAt));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    for (const notice of notices) {
      expect(Date.parse(notice.publishedAt)).toBeLessThanOrEqual(Date.now());
      if (notice.expiresAt !== null) expect(Date.parse(notice.expiresAt)).toBeGreaterThan(Date.now());
    }
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/noticeboard-site']);
    const { node } = await graphqlData<{ node: { title: string } }>(stack.gatewayUrl, `query ($id: ID!) { node(id: $id) { ... on Notice { title } } }`, {
      id: notices[1]?.id,
    });
    expect(node.title).toBe(notices[1]?.title);
  });
});
