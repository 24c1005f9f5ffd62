import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/** `.graphql` files import as their text, as the Turbopack rule in next.config.ts makes them in the app. */
const graphqlAsText: Plugin = {
  name: 'graphql-as-text',
  transform(code, id) {
    return id.endsWith('.graphql') ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

export default defineConfig({
  plugins: [graphqlAsText],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
