import type { NextConfig } from 'next';
import { contentListRedirects, contentListRewrites } from './src/config/contentListRoutes';
import { HOME_ROUTE } from './src/config/homeRoute';
import { mediaRedirects, mediaRewrites } from './src/config/mediaRoutes';
import { pageCacheHandler } from './src/config/pageCacheHandler';
import { weatherRewrites } from './src/config/weatherRoutes';
import { reviewsRedirects, reviewsRewrites } from './src/config/reviewsRoute';
import { securityHeaders } from './src/config/securityHeaders';
import { webStoriesRedirects, webStoriesRewrites } from './src/config/webStoriesRoute';

/** Sent with every page and route; PAYMENT_PROVIDER is read when the site is built (src/config/securityHeaders.ts). */
const headers = securityHeaders({ paymentProvider: process.env.PAYMENT_PROVIDER, development: process.env.NODE_ENV === 'development' });

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Loaded by Node at run time, not bundled: one prom-client registry and one tracing API per process.
  serverExternalPackages: ['ioredis', 'prom-client', '@opentelemetry/api', '@opentelemetry/sdk-trace-node', '@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/resources'],
  // WEB_SOURCE_MAPS=1 next build: browser source maps, to see which modules fill a chunk (web/README.md, "Page budgets").
  productionBrowserSourceMaps: process.env.WEB_SOURCE_MAPS === '1',
  async headers() {
    return [{ source: '/:path*', headers }];
  },
  // The home, blog and news lists, web stories, video and photo pages are cached pages under dynamic segments
  // (src/app/home/[edition]/page.tsx says why); the lists take `?page=N` (src/config/pagedLists.ts).
  async rewrites() {
    return {
      beforeFiles: [{ source: '/', destination: HOME_ROUTE }, ...contentListRewrites, ...webStoriesRewrites, ...mediaRewrites(), ...weatherRewrites(), ...reviewsRewrites()],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      { source: HOME_ROUTE, destination: '/', permanent: false },
      ...contentListRedirects,
      ...webStoriesRedirects,
      ...mediaRedirects(),
      ...reviewsRedirects(),
    ];
  },
  // Cached pages live in memory only (or in Redis, see `pageCacheHandler` below): a restarted web renders
  // them afresh, so change notices missed while it was down cannot leave old pages on disk.
  // CSS chunks by Turbopack's graph algorithm: each page loads about half the CSS bytes of the default chunking
  // (home: 11.8 instead of 22 kB compressed; the default shipped checkout, forms and web-story styles to every page).
  // A page prefetched on intent (components/links/PrefetchOnIntentLink.tsx) is used for 30 s at most, Next's
  // minimum (default 5 minutes): a price changed meanwhile shows on the click after that.
  experimental: { isrFlushToDisk: false, cssChunking: 'graph', staleTimes: { static: 30 } },
  reactStrictMode: true,
  // `@pilgrim/schema/rules` (the spec's shared rules and messages) is TypeScript source of the workspace.
  transpilePackages: ['@pilgrim/schema'],
  // The contract's SDL (`@pilgrim/schema/schema.graphql`) is imported as text by the /api/graphql guard.
  turbopack: {
    rules: { '*.graphql': { type: 'text' } },
    // react-relay's main entry is CommonJS that also requires the legacy container API (QueryRenderer,
    // createFragmentContainer…), which nothing here uses and no bundler can drop; its `hooks` entry exports
    // everything we import (hooks, RelayEnvironmentProvider, graphql, fetchQuery, readInlineData).
    resolveAlias: { 'react-relay': 'react-relay/hooks' },
  },
  compiler: {
    relay: {
      src: './src',
      artifactDirectory: './src/__generated__',
      language: 'typescript',
      eagerEsModules: true,
    },
  },
};

/**
 * `next start` stores each cached page with its script policy (src/cache/script-policy/), in Next's memory cache or,
 * with `REDIS_URL`, in Redis, shared by every web instance.
 */
export default function config(phase: string): NextConfig {
  return { ...nextConfig, ...pageCacheHandler(phase) };
}
