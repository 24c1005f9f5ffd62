/** The benchmark's settings, read once from the environment (every one has a default; see docs/performance.md). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/stack-processes.ts';

export type BenchSettings = {
  /** Seconds measured per target (BENCH_DURATION). */
  durationSeconds: number;
  /** Seconds of unmeasured load before each target (BENCH_WARMUP): the JIT and the caches settle first. */
  warmupSeconds: number;
  /** The "many" connection count (BENCH_CONNECTIONS); the table's single-connection rows always use 1. */
  connections: number;
  /** Packages the api seeds (BENCH_SEED_SCALE). */
  seedScale: number;
  categorySlug: string;
  searchQuery: string;
  /** GraphQL Mesh over our OpenAPI (BENCH_PEERS=1). */
  peers: boolean;
  /** The anonymous web package page (BENCH_WEB=1; needs `pnpm --filter ./web run build`). */
  web: boolean;
  webPort: number;
  /** A second api with `API_CACHE=off` (BENCH_API_CACHE_OFF, on unless 0). */
  apiCacheOffRow: boolean;
  /** The shared measuring tools (PILGRIM_TOOLS_DIR, default `<repo>/../shared/tools`). */
  toolsDir: string;
};

function numberSetting(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < minimum) throw new Error(`${name} must be a number ≥ ${minimum}, got "${raw}"`);
  return value;
}

const flag = (name: string, fallback: boolean): boolean => {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : raw === '1' || raw === 'true' || raw === 'on';
};

export function benchSettings(): BenchSettings {
  return {
    durationSeconds: numberSetting('BENCH_DURATION', 5, 1),
    warmupSeconds: numberSetting('BENCH_WARMUP', 1, 0),
    connections: Math.round(numberSetting('BENCH_CONNECTIONS', 10, 1)),
    seedScale: Math.round(numberSetting('BENCH_SEED_SCALE', 5000, 1)),
    categorySlug: process.env.BENCH_CATEGORY ?? 'kailash-mansarovar',
    searchQuery: process.env.BENCH_SEARCH ?? 'kailash',
    peers: flag('BENCH_PEERS', false),
    web: flag('BENCH_WEB', false),
    webPort: Math.round(numberSetting('BENCH_WEB_PORT', 3381, 1)),
    apiCacheOffRow: flag('BENCH_API_CACHE_OFF', true),
    toolsDir: process.env.PILGRIM_TOOLS_DIR ?? join(repoRoot, '..', 'shared', 'tools'),
  };
}

/** The Mesh launcher, or why it cannot run. */
export function meshScript(settings: BenchSettings): { path: string } | { missing: string } {
  const path = join(settings.toolsDir, 'mesh-gateway.sh');
  return existsSync(path) ? { path } : { missing: `${path} not found (set PILGRIM_TOOLS_DIR)` };
}
