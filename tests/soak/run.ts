/**
 * `pnpm soak` (issue 14): SOAK_MINUTES (10) of mixed traffic at SOAK_RATE requests/s (50) on loopback against a
 * fresh api + gateway — browse, search, sign-in, wishlist add/remove, a lead — sampling both services' RSS and
 * event-loop lag and the requests' p99 and errors every 10 s. Prints a table per minute and the verdicts; exit 1
 * on any ✗; the same report goes to tests/test-results/soak/<time>.md for docs/reliability.md. Also SOAK_CATEGORY, SOAK_SEARCH, SOAK_MAX_IN_FLIGHT; see docs/reliability.md "Soak".
 */
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StartedStack } from '../support/stack-processes.ts';
import { minutes, tableLines, writeReport } from './report.ts';
import { allPass, verdictLine, verdicts } from './verdicts.ts';
import { Interval, scrape, type Sample } from './sampler.ts';
import { soakFixtures, startSoakStack } from './stack.ts';
import { mix, requestsPerTurn, send, turns, type Turn } from './traffic.ts';

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
};
const settings = { minutes: number('SOAK_MINUTES', 10), rate: number('SOAK_RATE', 50), maxInFlight: number('SOAK_MAX_IN_FLIGHT', 200), category: process.env.SOAK_CATEGORY ?? 'kailash-mansarovar', search: process.env.SOAK_SEARCH ?? 'kailash' };
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const load = (): string => loadavg().map((value) => value.toFixed(2)).join(' / ');

async function soak(stack: StartedStack): Promise<boolean> {
  const fixtures = await soakFixtures(stack, settings.category);
  const turnFor = turns(fixtures, settings.search);
  const interval = new Interval();
  const gatewayOrigin = new URL(stack.urls.gatewayUrl).origin;
  let inFlight = 0;
  const run = async (turn: Turn): Promise<void> => {
    inFlight += 1;
    for (const call of turn.calls) {
      const { ms, error } = await send(stack.urls.gatewayUrl, fixtures.user.token, call);
      interval.record(ms, error === null ? null : `${turn.kind}: ${error}`);
    }
    turn.release?.();
    inFlight -= 1;
  };
  for (const kind of new Set(mix)) await run(turnFor(kind)); // each kind once: a broken fixture fails here, not 10 minutes later
  if (interval.take().errors > 0) throw new Error(`the first turns failed: ${interval.firstErrors.join('\n')}`);
  const loadAtStart = load();
  log(`soaking ${settings.minutes} min at ${settings.rate} requests/s on ${stack.urls.gatewayUrl} (load ${load()}) ...`);
  const samples: Sample[] = [];
  const turnRate = settings.rate / requestsPerTurn;
  const start = performance.now();
  const elapsed = (): number => (performance.now() - start) / 1000;
  let fired = 0;
  for (let boundary = 10; boundary <= settings.minutes * 60; boundary += 10) {
    while (elapsed() < boundary) {
      for (const due = Math.floor(Math.min(elapsed(), boundary) * turnRate); fired < due; fired += 1) {
        if (inFlight >= settings.maxInFlight) interval.record(0, `dropped: ${inFlight} turns in flight`);
        else void run(turnFor(mix[fired % mix.length] as Turn['kind']));
      }
      await sleep(5);
    }
    if (boundary === settings.minutes * 60) while (inFlight > 0) await sleep(10);
    const [api, gateway] = await Promise.all([scrape(stack.urls.apiOrigin), scrape(gatewayOrigin)]);
    const sample = { atSeconds: boundary, api, gateway, ...interval.take() };
    samples.push(sample);
    log(`${boundary}s: ${sample.requests} requests, ${sample.errors} errors, api ${api.rssMiB.toFixed(1)} MiB, gateway ${gateway.rssMiB.toFixed(1)} MiB`);
  }
  const rows = minutes(samples);
  const results = verdicts(samples, rows);
  const report = [
    `${new Date().toISOString()}  node ${process.version}, loopback, ${settings.minutes} min at ${settings.rate} requests/s, ${availableParallelism()} cores, load average (1/5/15 min) ${loadAtStart} at the start, ${load()} at the end`,
    '',
    ...tableLines(rows),
    ...(interval.firstErrors.length > 0 ? ['', 'first errors:', ...interval.firstErrors] : []),
    '',
    ...results.map(verdictLine),
  ];
  console.log(`\n${report.join('\n')}`);
  log(`report written to ${writeReport(report)}`);
  return allPass(results);
}

async function main(): Promise<void> {
  log('starting api and gateway ...');
  const stack = await startSoakStack();
  const stopOnSignal = (): void => void stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    if (!(await soak(stack))) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
