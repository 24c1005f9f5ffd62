import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/** `.graphql` files import as their text, as the Turbopack rule in next.config.ts makes them in the app. */
const graphqlAsText: Plugin = {
  name: 'graphql-as-text',
  transform(code, id) {
    return id.endsWith('.graphql') ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

/**
 * `graphql` tagged templates become imports of their compiled artifacts, as Next's `compiler.relay` makes
 * them in the app (so server operations such as next-auth's are importable by tests; run the compiler first).
 */
const relayArtifacts: Plugin = {
  name: 'relay-artifacts',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || !code.includes('graphql`')) return undefined;
    const imports: string[] = [];
    const replaced = code.replace(/graphql`\s*(?:query|mutation|fragment|subscription)\s+(\w+)[^`]*`/g, (_tag, name: string) => {
      imports.push(`import __relay_${name} from '@/__generated__/${name}.graphql';`);
      return `__relay_${name}`;
    });
    return { code: `${imports.join('\n')}\n${replaced}`, map: null };
  },
};

export default defineConfig({
  plugins: [graphqlAsText, relayArtifacts],
  // Components render in tests too (react-dom/server): JSX as Next compiles it (tsconfig keeps it for Next).
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // As in Next's server bundles: the guard of server-only modules is empty on the server.
      'server-only': 'next/dist/compiled/server-only/empty.js',
    },
  },
  test: {
    environment: 'node',
    // Component tests (`.test.tsx`) choose the DOM with `// @vitest-environment jsdom`.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
  },
});
