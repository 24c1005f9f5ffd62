import type { NextConfig } from 'next';
import { securityHeaders } from './src/config/securityHeaders';

/** Sent with every page and route; PAYMENT_PROVIDER is read when the site is built (src/config/securityHeaders.ts). */
const headers = securityHeaders({ paymentProvider: process.env.PAYMENT_PROVIDER, development: process.env.NODE_ENV === 'development' });

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers }];
  },
  reactStrictMode: true,
  // `@pilgrim/schema/rules` (the spec's shared rules and messages) is TypeScript source of the workspace.
  transpilePackages: ['@pilgrim/schema'],
  // The contract's SDL (`@pilgrim/schema/schema.graphql`) is imported as text by the /api/graphql guard.
  turbopack: { rules: { '*.graphql': { type: 'text' } } },
  compiler: {
    relay: {
      src: './src',
      artifactDirectory: './src/__generated__',
      language: 'typescript',
      eagerEsModules: true,
    },
  },
};

export default nextConfig;
