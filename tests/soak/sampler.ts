/**
 * Every 10 s: each service's resident set and event-loop lag from its loopback `/metrics` (prom-client's default
 * process metrics: `process_resident_memory_bytes`, `nodejs_eventloop_lag_seconds` at the scrape and
 * `nodejs_eventloop_lag_p99_seconds` since the last one), and the requests finished in the interval.
 */
export type ServiceSample = { rssMiB: number; lagMs: number; lagP99Ms: number };
export type Sample = { atSeconds: number; api: ServiceSample; gateway: ServiceSample; latenciesMs: number[]; errors: number; requests: number };

function metric(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text);
  if (!match) throw new Error(`/metrics has no ${name}`);
  return Number(match[1]);
}

export async function scrape(origin: string): Promise<ServiceSample> {
  const response = await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET ${origin}/metrics: HTTP ${response.status}`);
  const text = await response.text();
  return {
    rssMiB: metric(text, 'process_resident_memory_bytes') / 2 ** 20,
    lagMs: metric(text, 'nodejs_eventloop_lag_seconds') * 1000,
    lagP99Ms: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
  };
}

/** The requests of the current interval: `take()` hands them over and starts the next. */
export class Interval {
  private latencies: number[] = [];
  private errors = 0;
  readonly firstErrors: string[] = [];

  record(ms: number, error: string | null): void {
    this.latencies.push(ms);
    if (error === null) return;
    this.errors += 1;
    if (this.firstErrors.length < 5) this.firstErrors.push(error.slice(0, 300));
  }

  take(): { latenciesMs: number[]; errors: number; requests: number } {
    const taken = { latenciesMs: this.latencies, errors: this.errors, requests: this.latencies.length };
    this.latencies = [];
    this.errors = 0;
    return taken;
  }
}

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
