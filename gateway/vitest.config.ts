import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for Yoga (graphql has no "exports" map) while Vite would pick
    // its "module" entry for our sources: two GraphQLError classes, and Yoga would mask our errors.
    // Pinning the CommonJS entry gives tests the single instance production has.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
