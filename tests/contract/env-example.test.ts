import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `.env.example` is where an operator learns every setting. Each variable a service reads (its zod env schema's
 * keys, `process.env.X`, `env.X`) is named there, set or commented out; the names below are not settings.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const NOT_SETTINGS = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'CI', 'INIT_CWD']);
const SOURCES = ['api/src', 'gateway/src', 'web/src', 'web/next.config.ts'];
const TEST_CODE = /(\.test\.tsx?$|\/test-support\/|\/testing\/|redisTestUrl\.ts$)/;

function sourceFiles(path: string): string[] {
  const full = join(repoRoot, path);
  if (/\.tsx?$/.test(path)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('generated') && !file.includes('__generated__'))
    .map((file) => join(full, file));
}

/** The variables one file reads: `env.X`, `process.env.X`, `env['X']`, and the keys of a zod object of env values. */
function variablesRead(source: string): string[] {
  const accessed = [...source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*[A-Z0-9])\b|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)].map((match) => match[1] ?? match[2]!);
  const schemaKeys = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):\s*z\./gm)].map((match) => match[1]!);
  return [...accessed, ...schemaKeys];
}

const documented = new Set([...readFileSync(join(repoRoot, '.env.example'), 'utf8').matchAll(/^#? *([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));

describe('.env.example', () => {
  it('names every variable the api, the gateway and the web read', () => {
    const undocumented = SOURCES.flatMap(sourceFiles)
      .filter((file) => !TEST_CODE.test(file))
      .flatMap((file) => variablesRead(readFileSync(file, 'utf8')).map((name) => ({ name, file: relative(repoRoot, file) })))
      .filter(({ name }) => !NOT_SETTINGS.has(name) && !documented.has(name));
    expect(undocumented).toEqual([]);
  });

  it('finds the variables it checks (the scan is not blind)', () => {
    const names = new Set(SOURCES.flatMap(sourceFiles).flatMap((file) => variablesRead(readFileSync(file, 'utf8'))));
    expect([...names]).toEqual(expect.arrayContaining(['API_PORT', 'DATABASE_URL', 'GATEWAY_LOG_LEVEL', 'SITE_URL', 'NEXT_PUBLIC_FIREBASE_API_KEY']));
  });
});
