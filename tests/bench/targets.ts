/**
 * What one bench run measures: each page (scenario) on each side that can serve it, at the connection counts the
 * issue's table asks for — everything at BENCH_CONNECTIONS, the package page also at 1.
 */
import { categoryListingQuery, packagePageQuery } from '../support/operations.ts';
import type { BenchFixtures } from './fixtures.ts';
import { meshCategoryPage, meshPackagePage, meshSearch, meshWishlist, searchQuery, wishlistQuery } from './operations.ts';
import type { BenchSettings } from './settings.ts';
import type { BenchStack } from './stack.ts';

export type Scenario = 'hello' | 'package' | 'category' | 'search' | 'wishlist';
export type Side = 'node:http' | 'node:http (same answer)' | 'api' | 'api (API_CACHE=off)' | 'gateway (cache off)' | 'gateway (cache on)' | 'mesh' | 'web';

export type HttpRequest = { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

export type Target = {
  scenario: Scenario;
  side: Side;
  connections: number;
  request: HttpRequest;
  kind: 'graphql' | 'rest' | 'html' | 'text';
  /** The same request against a twin behind the counting proxy: counts upstream calls per operation. */
  countingRequest?: HttpRequest;
};

export const scenarioTitles: Record<Scenario, string> = {
  hello: 'hello world',
  package: 'package page',
  category: 'category first page',
  search: 'search',
  wishlist: 'wishlist page (signed in)',
};

type Page = { scenario: Exclude<Scenario, 'hello'>; auth: string; rest: string; gateway: [string, Record<string, unknown>]; mesh: string };

function pages(stack: BenchStack, settings: BenchSettings, fixtures: BenchFixtures): Page[] {
  const publicAuth = `Bearer ${stack.stack.apiToken}`;
  const userAuth = `Bearer ${fixtures.userToken}`;
  const { categorySlug: category, searchQuery: search } = settings;
  return [
    { scenario: 'package', auth: publicAuth, rest: `/package-data/${fixtures.packageSlug}`, gateway: [packagePageQuery, { slug: fixtures.packageSlug }], mesh: meshPackagePage(fixtures.packageSlug) },
    { scenario: 'category', auth: publicAuth, rest: `/packages?category=${category}&page=1&limit=12`, gateway: [categoryListingQuery, { slug: category }], mesh: meshCategoryPage(category) },
    { scenario: 'search', auth: publicAuth, rest: `/search/${encodeURIComponent(search)}`, gateway: [searchQuery, { query: search }], mesh: meshSearch(search) },
    { scenario: 'wishlist', auth: userAuth, rest: '/package/get-wishlist?wishlisttype=package&page=1&limit=6', gateway: [wishlistQuery, {}], mesh: meshWishlist },
  ];
}

const graphqlRequest = (url: string, auth: string | null, query: string, variables: Record<string, unknown>): HttpRequest => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(auth ? { authorization: auth } : {}) },
  body: JSON.stringify({ query, variables }),
});

const restRequest = (baseUrl: string, path: string, auth: string): HttpRequest => ({ url: `${baseUrl}${path}`, method: 'GET', headers: { authorization: auth } });

/** The sides of one page at one connection count. Our gateways get the public token only from the api: visitors send none. */
function pageTargets(stack: BenchStack, page: Page, connections: number, withApiCacheOff: boolean): Target[] {
  const viewerAuth = page.scenario === 'wishlist' ? page.auth : null;
  const [query, variables] = page.gateway;
  const gateway = (side: Side, url: string, countingUrl: string): Target => ({
    scenario: page.scenario,
    side,
    connections,
    kind: 'graphql',
    request: graphqlRequest(url, viewerAuth, query, variables),
    countingRequest: graphqlRequest(countingUrl, viewerAuth, query, variables),
  });
  const targets: Target[] = [{ scenario: page.scenario, side: 'api', connections, kind: 'rest', request: restRequest(stack.stack.apiBaseUrl, page.rest, page.auth) }];
  if (withApiCacheOff && stack.apiCacheOffBaseUrl !== null && page.scenario !== 'wishlist') {
    targets.push({ scenario: page.scenario, side: 'api (API_CACHE=off)', connections, kind: 'rest', request: restRequest(stack.apiCacheOffBaseUrl, page.rest, page.auth) });
  }
  targets.push(gateway('gateway (cache off)', stack.gateways.off, stack.countingGateways.off));
  targets.push(gateway('gateway (cache on)', stack.gateways.on, stack.countingGateways.on));
  if (stack.mesh !== null) {
    const mesh = (url: string): HttpRequest => graphqlRequest(url, page.auth, page.mesh, {});
    targets.push({ scenario: page.scenario, side: 'mesh', connections, kind: 'graphql', request: mesh(stack.mesh.url), countingRequest: mesh(stack.mesh.countingUrl) });
  }
  return targets;
}

export function benchTargets(stack: BenchStack, settings: BenchSettings, fixtures: BenchFixtures): Target[] {
  const many = settings.connections;
  const all = pages(stack, settings, fixtures);
  const packagePage = all[0] as Page;
  const web = (connections: number): Target[] =>
    stack.webUrl === null ? [] : [{ scenario: 'package', side: 'web', connections, kind: 'html', request: { url: `${stack.webUrl}${fixtures.packagePath}`, method: 'GET', headers: {} } }];
  return [
    { scenario: 'hello', side: 'node:http', connections: many, kind: 'text', request: { url: stack.helloUrl, method: 'GET', headers: {} } },
    ...all.flatMap((page) => pageTargets(stack, page, many, true)),
    ...(many === 1 ? [] : pageTargets(stack, packagePage, 1, false)),
    ...web(many),
    ...(many === 1 ? [] : web(1)),
  ];
}
