import type { NextConfig } from 'next';

/**
 * Sent with every page and route. No page may be framed (the login popup takes passwords); a full
 * script CSP needs nonces for Next's inline scripts and comes with the payment pages.
 */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
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
