/**
 * Throughput and latency of the gateway against the raw REST api it wraps, measured in one run on
 * loopback: the package page and the category listing's first page. Prints a table and the
 * gateway/api ratios; asserts nothing about timings.
 *
 *   pnpm bench      (BENCH_DURATION seconds per target, default 5; BENCH_CONNECTIONS, default 10;
 *                    BENCH_SEED_SCALE packages seeded by the api, default 5000)
 */
import autocannon, { type Options, type Result } from 'autocannon';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { graphqlData } from '../support/graphql.ts';
import { categoryListingQuery, packagePageQuery } from '../support/operations.ts';
import { restGet, type PagedEnvelope } from '../support/rest.ts';
import { startStack, type StackUrls, type StartedStack } from '../support/stack-processes.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seedScale = Number(process.env.BENCH_SEED_SCALE ?? 5000);
const categorySlug = process.env.BENCH_CATEGORY ?? 'kailash-mansarovar';

type Target = { name: string; pair: string; side: 'gateway' | 'api'; options: Options };

function graphqlTarget(stack: StackUrls, name: string, pair: string, query: string, variables: Record<string, unknown>): Target {
  return {
    name,
    pair,
    side: 'gateway',
    options: {
      url: stack.gatewayUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    },
  };
}

function restTarget(stack: StackUrls, name: string, pair: string, path: string): Target {
  return { name, pair, side: 'api', options: { url: `${stack.apiBaseUrl}${path}`, headers: { authorization: `Bearer ${stack.apiToken}` } } };
}

async function firstPackageOf(stack: StackUrls, slug: string): Promise<PackageCard> {
  const answer = await restGet<PagedEnvelope<PackageCard>>(stack.apiBaseUrl, `/packages?category=${slug}&page=1&limit=1`, `Bearer ${stack.apiToken}`);
  const card = answer.body.data?.[0];
  if (answer.status !== 200 || card === undefined) throw new Error(`category ${slug} has no package: HTTP ${answer.status}`);
  return card;
}

/** One request per target before measuring: fails loudly if a target answers errors instead of data. */
async function warmUp(stack: StackUrls, packageSlug: string, targets: Target[]): Promise<void> {
  await graphqlData(stack.gatewayUrl, packagePageQuery, { slug: packageSlug });
  await graphqlData(stack.gatewayUrl, categoryListingQuery, { slug: categorySlug });
  for (const target of targets.filter((candidate) => candidate.side === 'api')) {
    const response = await fetch(target.options.url, { headers: target.options.headers ?? {} });
    if (!response.ok) throw new Error(`${target.name} answered HTTP ${response.status}`);
  }
}

async function measure(target: Target): Promise<Result> {
  process.stderr.write(`measuring ${target.name} for ${durationSeconds}s ...\n`);
  return autocannon({ ...target.options, connections, duration: durationSeconds, timeout: 10, title: target.name });
}

const fixed = (value: number, digits = 1): string => value.toFixed(digits);
const rounded = (value: number): number => Math.round(value * 10) / 10;

function printTable(targets: Target[], results: Result[]): void {
  const rows = targets.map((target, index) => {
    const result = results[index] as Result;
    return {
      target: target.name,
      'req/s': rounded(result.requests.average),
      'p50 ms': rounded(result.latency.p50),
      'p99 ms': rounded(result.latency.p99),
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
  });
  console.table(Object.fromEntries(rows.map(({ target, ...columns }) => [target, columns])));
  for (const pair of [...new Set(targets.map((target) => target.pair))]) {
    const throughput = (side: Target['side']): number => {
      const index = targets.findIndex((target) => target.pair === pair && target.side === side);
      return results[index]?.requests.average ?? Number.NaN;
    };
    const ratio = throughput('gateway') / throughput('api');
    console.log(`${pair}: gateway/api throughput = ${fixed(ratio, 2)} (${fixed(throughput('gateway'))} vs ${fixed(throughput('api'))} req/s)`);
  }
}

async function main(): Promise<void> {
  process.stderr.write(`starting api (seed scale ${seedScale}) and gateway ...\n`);
  let stack: StartedStack | null = null;
  const stopOnSignal = (): void => {
    void stack?.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    stack = await startStack({ countingProxy: false, seedScale, readyTimeoutMs: 300_000 });
    const card = await firstPackageOf(stack.urls, categorySlug);
    const targets: Target[] = [
      graphqlTarget(stack.urls, 'gateway: package page', 'package page', packagePageQuery, { slug: card.slug }),
      restTarget(stack.urls, 'api: GET /package-data/{slug}', 'package page', `/package-data/${card.slug}`),
      graphqlTarget(stack.urls, 'gateway: category first page', 'category page', categoryListingQuery, { slug: categorySlug }),
      restTarget(stack.urls, 'api: GET /packages?category=&limit=12', 'category page', `/packages?category=${categorySlug}&page=1&limit=12`),
    ];
    await warmUp(stack.urls, card.slug, targets);
    const results: Result[] = [];
    for (const target of targets) results.push(await measure(target));
    console.log(`\n${connections} connections, ${durationSeconds}s per target, loopback, seed scale ${seedScale}, package ${card.slug}, category ${categorySlug}\n`);
    printTable(targets, results);
  } finally {
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
