import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // With API_TEST_DATABASE_URL: one seeded template database per run, copied by each file (PGlite: nothing).
    globalSetup: ['./src/test-support/postgres-template.ts'],
    // Access lines (src/observability/) would fill the test output.
    env: { API_LOG_LEVEL: 'silent' },
    // Each file creates one in-memory PGlite (about 4 s), shared by its tests.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
