/** `pnpm soak`'s verdicts (tests/soak/verdicts.ts) on made-up samples: the figures docs/reliability.md records. */
import { describe, expect, it } from 'vitest';
import { minutes } from '../soak/report.ts';
import type { Sample } from '../soak/sampler.ts';
import { allPass, verdictLine, verdicts } from '../soak/verdicts.ts';

/** Three minutes of 10 s samples; `rss(s)` and `latency(s)` give each sample's gateway RSS and request latency. */
const run = (rss: (atSeconds: number) => number, latency: (atSeconds: number) => number, errorsAt = -1): Sample[] =>
  Array.from({ length: 18 }, (_, index) => {
    const atSeconds = (index + 1) * 10;
    const service = { rssMiB: 200, lagMs: 1, lagP99Ms: 10 };
    return { atSeconds, api: service, gateway: { ...service, rssMiB: rss(atSeconds) }, latenciesMs: Array(100).fill(latency(atSeconds)), errors: atSeconds === errorsAt ? 1 : 0, requests: 100 };
  });

const lines = (samples: Sample[]) => verdicts(samples, minutes(samples)).map(verdictLine);

describe('the soak verdicts', () => {
  it('pass a steady run, naming RSS growth, errors and p99 drift', () => {
    const samples = run(() => 300, () => 20);
    expect(allPass(verdicts(samples, minutes(samples)))).toBe(true);
    expect(lines(samples)).toEqual([
      '✓ api RSS growth after warm-up +0.0 % < 10 % (mean 200.0 → 200.0 MiB, 60–180 s)',
      '✓ gateway RSS growth after warm-up +0.0 % < 10 % (mean 300.0 → 300.0 MiB, 60–180 s)',
      '✓ errors: 0 of 1800 requests (0 expected)',
      '✓ p99 drift +0.0 % ≤ +50 % (minute 2 20.0 ms → minute 3 20.0 ms)',
      '· event-loop lag p99, minute 2 → last: api 10.0 → 10.0 ms, gateway 10.0 → 10.0 ms',
    ]);
  });

  it('fail a growing resident set, an error and a creeping p99', () => {
    const samples = run((at) => 300 + at, (at) => (at > 120 ? 40 : 20), 150);
    const results = verdicts(samples, minutes(samples));
    expect(allPass(results)).toBe(false);
    expect(results.map((verdict) => verdict.ok)).toEqual([true, false, false, false, null]);
    expect(lines(samples)[3]).toBe('✗ p99 drift +100.0 % ≤ +50 % (minute 2 20.0 ms → minute 3 40.0 ms)');
  });
});
