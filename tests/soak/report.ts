/** The per-minute table of a soak run (its verdicts: verdicts.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
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

export const f = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function tableLines(rows: Minute[]): string[] {
  const lines = [
    '| minute | requests | req/s | errors | p50 ms | p99 ms | api RSS MiB | gateway RSS MiB | api lag p99 ms | gateway lag p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const cells = [row.minute, row.requests, f(row.requests / row.seconds), row.errors, f(row.p50), f(row.p99), f(row.apiRss), f(row.gatewayRss), f(row.apiLag), f(row.gatewayLag)];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The report as Markdown, for the "Last run" of docs/reliability.md "Soak". */
export function writeReport(lines: string[]): string {
  const dir = new URL('../test-results/soak/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`soak-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, dir);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file.pathname;
}
