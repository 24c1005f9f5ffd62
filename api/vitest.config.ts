import { defineConfig } from 'vitest/config';

/**
 * The suites of the limits, run a second time with their counters in Redis (REDIS_TEST_URL; left out without, and
 * in the run on PostgreSQL, where they would repeat the PGlite run's: the counters never touch the database).
 */
const LIMITS_SUITES = ['src/limits/otp-quota.test.ts', 'src/limits/sign-in-throttle.test.ts', 'src/limits/write-throttle.test.ts', 'src/enquiries/lead-limits.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // One seeded template database per run (PostgreSQL or a PGlite tarball), copied by each file.
    globalSetup: ['./src/test-support/template-database.ts'],
    setupFiles: ['./src/test-support/refuse-queued-queries.ts'],
    // Access lines (src/observability/) would fill the test output.
    env: { API_LOG_LEVEL: 'silent' },
    // Each file creates one in-memory PGlite from the template (about 1 s), shared by its tests.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    // Files share their worker's module graph instead of loading the app again each (import time 120 s → 6 s, the
    // suite ~9 → ~5 min): each file makes its own app and database, fake timers are restored after each test,
    // and nothing is mocked at module level (vi.mock would leak across files; use dependency injection instead).
    isolate: false,
    // `include` is per project: with `extends`, a project's list would add to the root's.
    projects: [
      { extends: true, test: { name: 'api', include: ['src/**/*.test.ts'] } },
      // test-support/limiter-stores.ts reads API_TEST_LIMITER_STORE.
      ...(process.env.REDIS_TEST_URL && !process.env.API_TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'limits on Redis', include: LIMITS_SUITES, env: { API_TEST_LIMITER_STORE: 'redis' } } }]
        : []),
    ],
  },
});
