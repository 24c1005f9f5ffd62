import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Access lines (src/observability/) would fill the test output.
    env: { API_LOG_LEVEL: 'silent' },
    // Each file creates one in-memory PGlite (about 4 s), shared by its tests.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
