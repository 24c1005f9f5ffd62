/**
 * How many cases and which seed: `FUZZ_RUNS` (1,000 in `pnpm test`, 10,000 under `pnpm fuzz`) and `FUZZ_SEED`
 * (a fixed seed by default, so `pnpm test` is reproducible; `pnpm fuzz` draws one and prints it).
 */
export const DEFAULT_FUZZ_SEED = 20_261_126;

export type FuzzSettings = { runs: number; seed: number };

export function fuzzSettings(): FuzzSettings {
  const runs = Number(process.env.FUZZ_RUNS ?? 1_000);
  const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number, got ${process.env.FUZZ_RUNS}`);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, got ${process.env.FUZZ_SEED}`);
  return { runs, seed };
}

/** A test's time budget: 30-40 ms a case on the shared 2-core machine, three times that under load, at least 2 minutes. */
export const fuzzTimeoutMs = (runs: number): number => Math.max(120_000, runs * 120);

/** Cases sent at once (one fast-check run is a batch of them, so a failure shrinks to the one case that fails). */
export const FUZZ_BATCH = 4;
