/**
 * `pnpm bench`: issue 10's table from one run on loopback — a bare node:http server, the api (and one with
 * API_CACHE=off), our gateway with its response cache off and on, and, when asked, GraphQL Mesh over our OpenAPI
 * (BENCH_PEERS=1) and the web (BENCH_WEB=1) — for the package page, the category first page, search and a
 * signed-in wishlist page. Prints req/s, p50/p95/p99, upstream calls per operation and the table's ratios, each
 * marked against its target; asserts nothing. Settings: bench/settings.ts and docs/performance.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchFixtures } from './fixtures.ts';
import { checkAnswer, measure, upstreamCallsPerOperation, type Measurement } from './measure.ts';
import { issueChecks } from './checks.ts';
import { printChecks, printMeasurements } from './report.ts';
import { benchSettings } from './settings.ts';
import { withSameAnswerTarget } from './same-answer.ts';
import { startBenchStack, type BenchStack } from './stack.ts';
import { benchTargets, scenarioTitles } from './targets.ts';

const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** Other work on the machine shifts every figure: the run prints the load it ran under. */
const load = (): string => loadavg().map((value) => value.toFixed(2)).join(' / ');

async function main(): Promise<void> {
  const settings = benchSettings();
  log(`starting node:http, api (seed scale ${settings.seedScale}), gateways${settings.peers ? ', GraphQL Mesh' : ''}${settings.web ? ', web' : ''} ...`);
  let stack: BenchStack | null = null;
  let stopSameAnswer = async (): Promise<void> => {};
  const stopAll = async (): Promise<void> => {
    await Promise.all([stack?.stop(), stopSameAnswer()]);
  };
  const stopOnSignal = (): void => {
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    stack = await startBenchStack(settings);
    stack.notes.forEach(log);
    const fixtures = await benchFixtures(stack.stack, settings.categorySlug);
    const sameAnswer = await withSameAnswerTarget(benchTargets(stack, settings, fixtures));
    stopSameAnswer = sameAnswer.stop;
    const { targets } = sameAnswer;
    for (const target of targets) await checkAnswer(target);
    const upstream = new Map<string, number | null>();
    for (const target of targets) {
      const key = `${target.scenario}/${target.side}`;
      if (!upstream.has(key)) upstream.set(key, await upstreamCallsPerOperation(target, stack.stack.proxyUrl));
    }
    const loadBefore = load();
    const measurements: Measurement[] = [];
    for (const target of targets) {
      log(`measuring ${target.side}: ${scenarioTitles[target.scenario]}, ${target.connections} conn(s), ${settings.durationSeconds}s ...`);
      measurements.push(await measure(target, settings.durationSeconds, settings.warmupSeconds, upstream.get(`${target.scenario}/${target.side}`) ?? null));
    }
    console.log(
      `\n${new Date().toISOString()}  node ${process.version}, loopback, ${settings.durationSeconds}s per target after ${settings.warmupSeconds}s warm-up, ` +
        `seed scale ${settings.seedScale}, package ${fixtures.packageSlug}, category ${settings.categorySlug}, ` +
        `search '${settings.searchQuery}', wishlist of ${fixtures.wishlisted}\n` +
        `${availableParallelism()} cores; load average (1/5/15 min) ${loadBefore} before measuring, ${load()} after\n`,
    );
    stack.notes.forEach((note) => console.log(note));
    printMeasurements(measurements, settings.searchQuery);
    const failing = measurements.filter((measurement) => measurement.failures > 0);
    if (failing.length > 0) console.log(`warning: ${failing.length} target(s) had failed requests (column 'failed'): their figures are suspect`);
    printChecks(issueChecks(measurements, settings.connections));
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
