/**
 * How many REST calls the gateway makes per operation, counted by the proxy between gateway and api.
 * Every case uses packages and categories no other contract file asks the gateway for (taken from the end
 * of the menu), so no cache filled by an earlier test can hide a call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { categoryPackages, categoryTotal, isOrdinary, menuCategories } from '../support/catalogue-scan.ts';
import { graphqlData } from '../support/graphql.ts';
import { categoryListingQuery, packagePageQuery } from '../support/operations.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls, type UpstreamCall } from '../support/upstream-calls.ts';

const stack = contractStack();

const describeCalls = (calls: UpstreamCall[]): string[] => calls.map((call) => `${call.method} ${call.path}${call.query ? `?${call.query}` : ''}`);

let spare: PackageCard[] = [];
let listingCategory = '';

beforeAll(async () => {
  const menu = await menuCategories(stack);
  const totals = await Promise.all(menu.map(async (category) => ({ slug: category.slug, total: await categoryTotal(stack, category.slug) })));
  const largest = Math.max(...totals.map((entry) => entry.total));
  // The catalogue suite pages through the largest category; list another one here.
  listingCategory = [...totals].reverse().find((entry) => entry.total > 1 && entry.total < largest)?.slug ?? '';
  const seen = new Set<string>();
  for (const category of [...menu].reverse()) {
    for (const card of (await categoryPackages(stack, category.slug)).reverse()) {
      if (isOrdinary(card) && !seen.has(card._id)) {
        seen.add(card._id);
        spare.push(card);
      }
    }
    if (spare.length >= 4) break;
  }
  spare = spare.slice(0, 4);
  if (spare.length < 4 || listingCategory === '') throw new Error('the seeded catalogue is too small for the upstream call tests');
});

const spareCard = (index: number): PackageCard => {
  const card = spare[index];
  if (card === undefined) throw new Error(`no spare package #${index}`);
  return card;
};

describe('upstream calls', () => {
  it('answers the package page with exactly one /package-data call', async () => {
    const card = spareCard(0);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ package: { slug: string; itinerary: unknown[] } | null }>(stack.gatewayUrl, packagePageQuery, { slug: card.slug }),
    );
    expect(result.package?.slug).toBe(card.slug);
    expect(describeCalls(calls)).toEqual([`GET /api/v1/package-data/${card.slug}`]);
  });

  it('answers a category page of 12 priced cards with one /packages call and one category-stat call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ category: { packages: { edges: unknown[] } } | null }>(stack.gatewayUrl, categoryListingQuery, { slug: listingCategory }),
    );
    expect(result.category?.packages.edges.length).toBeGreaterThan(1);
    const listCalls = callsTo(calls, '/packages');
    expect(listCalls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(listCalls[0]?.query))).toMatchObject({ category: listingCategory, page: '1', limit: '12' });
    expect(describeCalls(callsTo(calls, '/get-category-stat-by-slug'))).toEqual([`GET /api/v1/get-category-stat-by-slug/${listingCategory}`]);
    expect(calls).toHaveLength(2);
  });

  it('fetches a package asked for twice in one operation (aliases) once', async () => {
    const card = spareCard(1);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ header: { title: string } | null; pricing: { price: { label: string } } | null }>(
        stack.gatewayUrl,
        `query Twice($slug: String!) { header: package(slug: $slug) { title } pricing: package(slug: $slug) { price { label } itinerary { day } } }`,
        { slug: card.slug },
      ),
    );
    expect(result.header?.title).toBe(card.title);
    expect(result.pricing?.price.label.length).toBeGreaterThan(0);
    expect(describeCalls(calls)).toEqual([`GET /api/v1/package-data/${card.slug}`]);
  });

  it('batches two package nodes of one operation into one /packages?id[]= call', async () => {
    const [first, second] = [spareCard(2), spareCard(3)];
    const globalId = (card: PackageCard): string => Buffer.from(`Package:${card._id}`).toString('base64');
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ a: { slug?: string } | null; b: { slug?: string } | null }>(
        stack.gatewayUrl,
        `query Two($a: ID!, $b: ID!) { a: node(id: $a) { ... on Package { slug } } b: node(id: $b) { ... on Package { slug } } }`,
        { a: globalId(first), b: globalId(second) },
      ),
    );
    expect([result.a?.slug, result.b?.slug]).toEqual([first.slug, second.slug]);
    expect(calls).toHaveLength(1);
    expect(callsTo(calls, '/packages')).toHaveLength(1);
    expect(new URLSearchParams(calls[0]?.query).getAll('id[]').sort()).toEqual([first._id, second._id].sort());
  });

  it('searches with one /search call', async () => {
    const { calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData(stack.gatewayUrl, `{ search(query: "darshan") { totalCount packages { groups { items { slug price { label } } } } } }`),
    );
    expect(describeCalls(calls)).toEqual(['GET /api/v1/search/darshan']);
  });

  it('answers trending with at most one /get-trending-data call for both lists', async () => {
    const { calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData(stack.gatewayUrl, `{ trending { packages { slug price { label } emi { best { emi } } } categories { slug title } } }`),
    );
    expect(calls.length).toBeLessThanOrEqual(1);
    expect(callsTo(calls, '/get-trending-data')).toHaveLength(calls.length);
  });
});

describe('upstream calls of lists that need per-item REST data', () => {
  it('answers the menu with its package counts and starting prices in one /categorymenu and one /category-stats call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ menu: { slug: string; packageCount: number; startingPrice: unknown }[] }>(
        stack.gatewayUrl,
        `{ menu { slug packageCount startingPrice } }`,
      ),
    );
    expect(result.menu.length).toBeGreaterThan(1);
    expect(result.menu.every((category) => category.packageCount > 0)).toBe(true);
    expect(callsTo(calls, '/categorymenu')).toHaveLength(1);
    const statCalls = callsTo(calls, '/category-stats');
    expect(statCalls).toHaveLength(1);
    expect(new URLSearchParams(statCalls[0]?.query).getAll('slug[]')).toEqual(result.menu.map((category) => category.slug));
    expect(callsTo(calls, '/get-category-stat-by-slug')).toHaveLength(0);
    expect(calls).toHaveLength(2);
  });

  it('answers trending packages with their overviews in one /get-trending-data and one /package-data call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ trending: { packages: { slug: string; overview: string }[] } }>(stack.gatewayUrl, `{ trending { packages { slug overview } } }`),
    );
    expect(result.trending.packages.length).toBeGreaterThan(1);
    expect(result.trending.packages.every((item) => item.overview.length > 0)).toBe(true);
    expect(callsTo(calls, '/get-trending-data')).toHaveLength(1);
    expect(describeCalls(callsTo(calls, '/package-data')).map((call) => call.split('?')[0])).toEqual(['GET /api/v1/package-data']);
    expect(new URLSearchParams(callsTo(calls, '/package-data')[0]?.query).getAll('slug[]').sort()).toEqual(
      result.trending.packages.map((item) => item.slug).sort(),
    );
    expect(calls).toHaveLength(2);
  });
});
