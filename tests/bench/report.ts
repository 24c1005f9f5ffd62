/** Prints the measurements as one table, then the checks, each marked against its target. */
import type { Check } from './checks.ts';
import type { Measurement } from './measure.ts';
import { scenarioTitles } from './targets.ts';

const oneDecimal = (value: number): number | string => (Number.isNaN(value) ? '—' : Math.round(value * 10) / 10);
const twoDecimals = (value: number): number | string => (Number.isNaN(value) ? '—' : Math.round(value * 100) / 100);

export function printMeasurements(measurements: Measurement[], searchQuery: string): void {
  const rows = measurements.map(({ target, ...figures }) => ({
    page: target.scenario === 'search' ? `search '${searchQuery}'` : scenarioTitles[target.scenario],
    side: target.side,
    conns: target.connections,
    'req/s': oneDecimal(figures.requestsPerSecond),
    'p50 ms': twoDecimals(figures.p50),
    'p95 ms': twoDecimals(figures.p95),
    'p99 ms': twoDecimals(figures.p99),
    'upstream/op': figures.upstreamCalls === null ? '—' : twoDecimals(figures.upstreamCalls),
    failed: figures.failures,
  }));
  console.table(rows);
}

const mark = (check: Check): string => (check.met === null ? '  ' : check.met ? '✓ ' : '✗ ');

export function printChecks(checks: Check[]): void {
  console.log('\nThe issue\'s table (issue 10), from this run:');
  for (const check of checks) {
    const target = check.target === null ? '(context)' : `target ${check.target}`;
    console.log(`${mark(check)}${check.what}: ${check.value}   ${target}`);
  }
  const scored = checks.filter((check) => check.met !== null);
  console.log(`\n${scored.filter((check) => check.met).length} of ${scored.length} targets met in this run.`);
}
