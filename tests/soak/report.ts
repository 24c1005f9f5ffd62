/** The per-minute table and the three verdicts (RSS growth after the first minute, errors, p99 stability). */
import { percentile, type Sample } from './sampler.ts';

export type Minute = { minute: number; seconds: number; requests: number; errors: number; p50: number; p99: number; apiRss: number; gatewayRss: number; apiLag: number; gatewayLag: number };

/** Samples grouped by the minute they end in; RSS is the minute's last sample, lag the minute's worst p99. */
export function minutes(samples: Sample[]): Minute[] {
  const groups = new Map<number, Sample[]>();
  for (const sample of samples) {
    const minute = Math.max(1, Math.ceil(sample.atSeconds / 60 - 1e-9));
    groups.set(minute, [...(groups.get(minute) ?? []), sample]);
  }
  return [...groups].map(([minute, group]) => {
    const latencies = group.flatMap((sample) => sample.latenciesMs);
    const last = group[group.length - 1] as Sample;
    return {
      minute,
      seconds: group.length * 10,
      requests: latencies.length,
      errors: group.reduce((sum, sample) => sum + sample.errors, 0),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      apiRss: last.api.rssMiB,
      gatewayRss: last.gateway.rssMiB,
      apiLag: Math.max(...group.map((sample) => sample.api.lagP99Ms)),
      gatewayLag: Math.max(...group.map((sample) => sample.gateway.lagP99Ms)),
    };
  });
}

const f = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function printTable(rows: Minute[]): void {
  console.log('| minute | requests | req/s | errors | p50 ms | p99 ms | api RSS MiB | gateway RSS MiB | api lag p99 ms | gateway lag p99 ms |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const cells = [row.minute, row.requests, f(row.requests / row.seconds), row.errors, f(row.p50), f(row.p99), f(row.apiRss), f(row.gatewayRss), f(row.apiLag), f(row.gatewayLag)];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Prints ✓/✗ lines; true when all pass. RSS growth: the mean of the last minute's samples against the mean of the
 * first minute after warm-up (single samples swing by ~15 % with the collector's rhythm).
 */
export function printVerdicts(samples: Sample[], rows: Minute[]): boolean {
  const afterWarmUp = samples.filter((sample) => sample.atSeconds >= 60);
  const end = afterWarmUp[afterWarmUp.length - 1]?.atSeconds ?? 0;
  const firstWindow = afterWarmUp.filter((sample) => sample.atSeconds < 120);
  const lastWindow = afterWarmUp.filter((sample) => sample.atSeconds > end - 60);
  const first = firstWindow[0];
  const last = lastWindow[lastWindow.length - 1];
  const growth = (pick: (sample: Sample) => number): number =>
    first && last ? (mean(lastWindow.map(pick)) - mean(firstWindow.map(pick))) / mean(firstWindow.map(pick)) : Number.NaN;
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const second = rows.find((row) => row.minute === 2);
  const final = rows[rows.length - 1];
  const checks: [boolean, string][] = [
    ...(['api', 'gateway'] as const).map((name): [boolean, string] => {
      const value = growth((sample) => sample[name].rssMiB);
      const range = first && last ? `mean ${f(mean(firstWindow.map((sample) => sample[name].rssMiB)))} → ${f(mean(lastWindow.map((sample) => sample[name].rssMiB)))} MiB, ${first.atSeconds}–${last.atSeconds} s` : 'no sample after minute 1';
      return [value < 0.1, `${name} RSS growth after warm-up ${f(value * 100)} % < 10 % (${range})`];
    }),
    [errors === 0, `errors: ${errors} (0 expected)`],
    [second !== undefined && final !== undefined && final.p99 <= 1.5 * second.p99, `p99 stable: last minute ${f(final?.p99 ?? NaN)} ms ≤ 1.5 × minute 2's ${f(second?.p99 ?? NaN)} ms`],
  ];
  for (const [ok, line] of checks) console.log(`${ok ? '✓' : '✗'} ${line}`);
  return checks.every(([ok]) => ok);
}
