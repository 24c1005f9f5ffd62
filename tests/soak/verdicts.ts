/**
 * The issue's three verdicts of a soak run, each with the figure docs/reliability.md "Soak" records: RSS growth
 * after warm-up per service (< 10 %), errors (0), p99 drift (the last minute's p99 against minute 2's, ≤ +50 %);
 * and, for the record only, the event-loop lag drift of each service over the same minutes.
 */
import { f, type Minute } from './report.ts';
import type { Sample } from './sampler.ts';

export type Verdict = { ok: boolean | null; line: string };

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const percent = (from: number, to: number): number => ((to - from) / from) * 100;
const signed = (value: number): string => (Number.isFinite(value) ? `${value >= 0 ? '+' : '−'}${f(Math.abs(value))} %` : '–');

/** RSS growth: the mean of the last minute's samples against the first minute after warm-up (single samples swing ~15 % with the collector). */
function rssVerdicts(samples: Sample[]): Verdict[] {
  const afterWarmUp = samples.filter((sample) => sample.atSeconds >= 60);
  const end = afterWarmUp[afterWarmUp.length - 1]?.atSeconds ?? 0;
  const firstWindow = afterWarmUp.filter((sample) => sample.atSeconds < 120);
  const lastWindow = afterWarmUp.filter((sample) => sample.atSeconds > end - 60);
  return (['api', 'gateway'] as const).map((name) => {
    if (firstWindow.length === 0) return { ok: false, line: `${name} RSS growth after warm-up: no sample after minute 1 (SOAK_MINUTES ≥ 2)` };
    const [from, to] = [mean(firstWindow.map((sample) => sample[name].rssMiB)), mean(lastWindow.map((sample) => sample[name].rssMiB))];
    const growth = percent(from, to);
    const range = `mean ${f(from)} → ${f(to)} MiB, ${firstWindow[0]?.atSeconds}–${end} s`;
    return { ok: growth < 10, line: `${name} RSS growth after warm-up ${signed(growth)} < 10 % (${range})` };
  });
}

export function verdicts(samples: Sample[], rows: Minute[]): Verdict[] {
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const second = rows.find((row) => row.minute === 2);
  const final = rows[rows.length - 1];
  const drift = second && final ? percent(second.p99, final.p99) : Number.NaN;
  const lag = (name: 'apiLag' | 'gatewayLag') => (second && final ? `${f(second[name])} → ${f(final[name])} ms` : '–');
  return [
    ...rssVerdicts(samples),
    { ok: errors === 0, line: `errors: ${errors} of ${rows.reduce((sum, row) => sum + row.requests, 0)} requests (0 expected)` },
    {
      ok: second !== undefined && final !== undefined && final.p99 <= 1.5 * second.p99,
      line: `p99 drift ${signed(drift)} ≤ +50 % (minute 2 ${f(second?.p99 ?? NaN)} ms → minute ${final?.minute ?? '–'} ${f(final?.p99 ?? NaN)} ms${final === second ? ', trivially: minute 2 is the last' : ''})`,
    },
    { ok: null, line: `event-loop lag p99, minute 2 → last: api ${lag('apiLag')}, gateway ${lag('gatewayLag')}` },
  ];
}

export const verdictLine = ({ ok, line }: Verdict): string => `${ok === null ? '·' : ok ? '✓' : '✗'} ${line}`;
export const allPass = (list: Verdict[]): boolean => list.every((verdict) => verdict.ok !== false);
