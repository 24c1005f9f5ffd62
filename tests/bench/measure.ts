/**
 * One target's figures: a checked first answer, upstream calls per operation (on the counting twin), then a
 * warm-up and the measured autocannon run. Latencies are kept exactly (autocannon's own histogram rounds to whole
 * milliseconds, too coarse for the table's +1.5 ms).
 */
import autocannon, { type Result } from 'autocannon';
import { readUpstreamCalls, resetUpstreamCalls } from '../support/upstream-calls.ts';
import type { HttpRequest, Target } from './targets.ts';

export type Measurement = {
  target: Target;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, socket errors and timeouts together. */
  failures: number;
  /** Upstream REST calls per operation, or null where nothing counts them. */
  upstreamCalls: number | null;
};

const countedOperations = 10;

async function send(request: HttpRequest): Promise<{ status: number; text: string; type: string }> {
  const { url, ...init } = request;
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

/** Throws unless the request answers 200 with data of its kind: a target that answers errors is no benchmark. */
export async function checkAnswer(target: Target, request: HttpRequest = target.request): Promise<void> {
  const { status, text, type } = await send(request);
  const problem =
    status !== 200
      ? `HTTP ${status}`
      : target.kind === 'graphql' && (/"errors"\s*:/.test(text) || /"data"\s*:\s*null/.test(text))
        ? 'GraphQL errors'
        : target.kind === 'html' && !type.startsWith('text/html')
          ? `content-type ${type}`
          : null;
  if (problem !== null) throw new Error(`${target.side} ${target.scenario} (${request.url}): ${problem}: ${text.slice(0, 400)}`);
}

/** Upstream calls per operation on the counting twin, after one unmeasured operation (a warm cache, as measured). */
export async function upstreamCallsPerOperation(target: Target, proxyUrl: string): Promise<number | null> {
  if (target.countingRequest === undefined) return null;
  await checkAnswer(target, target.countingRequest);
  await resetUpstreamCalls(proxyUrl);
  for (let index = 0; index < countedOperations; index += 1) await send(target.countingRequest);
  return (await readUpstreamCalls(proxyUrl)).length / countedOperations;
}

const percentile = (sorted: Float64Array, fraction: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number);

async function run(target: Target, seconds: number, onLatency?: (milliseconds: number) => void): Promise<Result> {
  const instance = autocannon({ ...target.request, connections: target.connections, duration: seconds, timeout: 10 });
  if (onLatency) instance.on('response', (_client, _status, _bytes, milliseconds) => onLatency(milliseconds));
  return instance;
}

export async function measure(target: Target, seconds: number, warmupSeconds: number, upstreamCalls: number | null): Promise<Measurement> {
  if (warmupSeconds > 0) await run(target, warmupSeconds);
  const latencies: number[] = [];
  const result = await run(target, seconds, (milliseconds) => latencies.push(milliseconds));
  const sorted = Float64Array.from(latencies).sort();
  return {
    target,
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    upstreamCalls,
  };
}
