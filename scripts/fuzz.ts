/**
 * `pnpm fuzz`: the long fuzz run of issue 14 — 10,000 generated GraphQL operations against the gateway and 10,000
 * requests from the api's OpenAPI document (tests/contract/fuzz-*.test.ts) on the contract stack (loopback only).
 * `FUZZ_RUNS` and `FUZZ_SEED` override the count and the seed; without a seed one is drawn and printed.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from './env.ts';

const runs = process.env.FUZZ_RUNS ?? '10000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
console.log(`fuzz: ${runs} cases per target, seed ${seed} (FUZZ_SEED=${seed} pnpm fuzz replays this run)`);
const result = spawnSync('pnpm', ['exec', 'vitest', 'run', 'contract/fuzz-gateway.test.ts', 'contract/fuzz-api.test.ts'], {
  cwd: join(repoRoot, 'tests'),
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
