import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One seeded template database per run (PostgreSQL or a PGlite tarball), copied by each file.
    globalSetup: ['./src/test-support/template-database.ts'],
    // Access lines (src/observability/) would fill the test output.
    env: { API_LOG_LEVEL: 'silent' },
    // Each file creates one in-memory PGlite from the template (about 1 s), shared by its tests.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
