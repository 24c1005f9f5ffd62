/**
 * The rows of issue 10's table as checks over one run's measurements: ratios between sides measured minutes apart
 * on the same machine, and the few absolute bounds the table sets. A check whose sides were not measured says so.
 */
import type { Measurement } from './measure.ts';
import type { Scenario, Side } from './targets.ts';

export type Check = { what: string; value: string; target: string | null; met: boolean | null };

type Find = (scenario: Scenario, side: Side, connections: number) => Measurement | undefined;

/** The web package page's pages/s the issue measured before its work (~36 at 10 connections). */
const webPagesPerSecondBefore = 36;

const rps = (measurement: Measurement): string => `${measurement.requestsPerSecond.toFixed(1)}`;

/** Three significant digits: the api's share of a hello-world is far below 0.01 before the work. */
const times = (value: number): string => `${value >= 100 ? value.toFixed(0) : value.toPrecision(3)}×`;

function ratio(what: string, top: Measurement | undefined, bottom: Measurement | undefined, minimum: number | null): Check {
  const target = minimum === null ? null : `≥ ${minimum}×`;
  if (top === undefined || bottom === undefined) return { what, value: 'not measured', target, met: null };
  if (top.requests === 0 || bottom.requests === 0) return { what, value: 'no answers in the measured time', target, met: null };
  const value = top.requestsPerSecond / bottom.requestsPerSecond;
  return { what, value: `${times(value)} (${rps(top)} vs ${rps(bottom)} req/s)`, target, met: minimum === null ? null : value >= minimum };
}

function bound(what: string, measured: number | undefined, maximum: number, unit = 'ms'): Check {
  const target = `≤ ${maximum} ${unit}`;
  if (measured === undefined) return { what, value: 'not measured', target, met: null };
  if (Number.isNaN(measured)) return { what, value: 'no answers in the measured time', target, met: null };
  return { what, value: `${measured.toFixed(2)} ${unit}`, target, met: measured <= maximum };
}

function extraLatency(what: string, gateway: Measurement | undefined, rest: Measurement | undefined, key: 'p50' | 'p99', maximum: number): Check {
  const target = `≤ +${maximum} ms`;
  if (gateway === undefined || rest === undefined) return { what, value: 'not measured', target, met: null };
  if (gateway.requests === 0 || rest.requests === 0) return { what, value: 'no answers in the measured time', target, met: null };
  const extra = gateway[key] - rest[key];
  return { what, value: `${extra >= 0 ? '+' : ''}${extra.toFixed(2)} ms (${gateway[key].toFixed(2)} vs ${rest[key].toFixed(2)})`, target, met: extra <= maximum };
}

function atLeast(what: string, measurement: Measurement | undefined, minimum: number): Check {
  const target = `≥ ${minimum} req/s`;
  if (measurement === undefined) return { what, value: 'not measured', target, met: null };
  return { what, value: `${rps(measurement)} req/s`, target, met: measurement.requestsPerSecond >= minimum };
}

export function issueChecks(measurements: Measurement[], many: number): Check[] {
  const find: Find = (scenario, side, connections) =>
    measurements.find(({ target }) => target.scenario === scenario && target.side === side && target.connections === connections);
  const hello = find('hello', 'node:http', many);
  const apiPackage = find('package', 'api', many);
  const apiCategory = find('category', 'api', many);
  const single = (side: Side): Measurement | undefined => find('package', side, 1);
  const c = `${many} conns`;
  const checks: Check[] = [
    ratio(`api GET /package-data/{slug} vs bare node:http, ${c}`, apiPackage, hello, 0.1),
    ratio(`  the same with API_CACHE=off`, find('package', 'api (API_CACHE=off)', many), hello, null),
    ratio(`api GET /packages?category=&limit=12 vs bare node:http, ${c}`, apiCategory, hello, 0.05),
    bound(`api GET /packages?category=&limit=12 p99, ${c}`, apiCategory?.p99, 50),
    ratio(`  the same with API_CACHE=off`, find('category', 'api (API_CACHE=off)', many), hello, null),
    extraLatency('gateway (cache off) package page vs REST, 1 conn: p50', single('gateway (cache off)'), single('api'), 'p50', 1.5),
    extraLatency('gateway (cache off) package page vs REST, 1 conn: p99', single('gateway (cache off)'), single('api'), 'p99', 5),
    ratio('gateway (cache off) package page vs REST, 1 conn: throughput', single('gateway (cache off)'), single('api'), 0.8),
    ratio('  the same with the cache on', single('gateway (cache on)'), single('api'), null),
    ratio('  gateway (cache on) vs node:http sending the same answer, 1 conn', single('gateway (cache on)'), single('node:http (same answer)'), null),
  ];
  for (const connections of [1, many]) {
    checks.push(ratio(`gateway (cache off) vs Mesh, package page, ${connections} conn(s)`, find('package', 'gateway (cache off)', connections), find('package', 'mesh', connections), 2));
    checks.push(ratio(`gateway (cache on) vs Mesh, package page, ${connections} conn(s)`, find('package', 'gateway (cache on)', connections), find('package', 'mesh', connections), 10));
    const ceiling = find('package', 'node:http (same answer)', connections);
    if (ceiling) checks.push(ratio(`  node:http sending the same answer vs Mesh, ${connections} conn(s): the most any server reaches`, ceiling, find('package', 'mesh', connections), null));
  }
  for (const scenario of ['category', 'search', 'wishlist'] as const) {
    for (const side of ['gateway (cache off)', 'gateway (cache on)'] as const) {
      checks.push(ratio(`  ${side} vs REST, ${scenario}, ${c}`, find(scenario, side, many), find(scenario, 'api', many), null));
      if (find(scenario, 'mesh', many)) checks.push(ratio(`  ${side} vs Mesh, ${scenario}, ${c}`, find(scenario, side, many), find(scenario, 'mesh', many), null));
    }
  }
  checks.push(atLeast(`web package page (anonymous), ${c}: 10× the issue's ${webPagesPerSecondBefore} pages/s`, find('package', 'web', many), 10 * webPagesPerSecondBefore));
  checks.push(bound('web package page (anonymous), 1 conn: p50', find('package', 'web', 1)?.p50, 15));
  checks.push(bound(`search, gateway (cache off), ${c}: p95`, find('search', 'gateway (cache off)', many)?.p95, 50));
  checks.push(bound(`search, gateway (cache on), ${c}: p95`, find('search', 'gateway (cache on)', many)?.p95, 50));
  return checks;
}
