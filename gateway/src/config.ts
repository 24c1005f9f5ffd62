import { z } from 'zod';
import { DEFAULT_REDIS_KEY_PREFIX } from './redis/client.ts';
import { DEFAULT_REQUEST_RATE, type RequestRate } from './security/request-rate.ts';

const commaSeparatedList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item.length > 0))
  .pipe(z.array(z.string()).min(1));

/** The web's origin under `pnpm start`: the only browser origin the gateway's CORS allows by default. */
export const DEFAULT_CORS_ORIGIN = 'http://localhost:3000';
/** Development defaults of the two proxy keys; `main.ts` warns when production runs with one of them. */
export const DEFAULT_GATEWAY_PROXY_KEY = 'dev-gateway-proxy-key';
export const DEFAULT_API_PROXY_KEY = 'dev-api-proxy-key';
/** Development default of the change-notice bearer (`POST /cache/invalidate`); refused in production like the keys. */
export const DEFAULT_CACHE_INVALIDATION_SECRET = 'dev-cache-invalidation-secret';

/**
 * Spec §9: seven packages are left out of the enquiry picker. By default those of the seeded catalogue that have
 * no bookable price (api `stableId('package', slug)`): the free registration, which is a sign-up and not a tour,
 * and the six 'Coming Soon..' packages, whose enquiries go through Request for price (it names its package).
 */
export const DEFAULT_PICKER_EXCLUDED_PACKAGE_IDS = [
  '90878064204677fa3ada3039', // kailash-mansarovar-yatra-free-registration
  '6e8cec2e5331b34a08d725ff', // kailash-mansarovar-yatra-by-helicopter-2027
  'de1c537bb97fcebdb2e4794a', // kailash-mansarovar-yatra-overland-with-inner-kora
  'e70fd72f05a5c29ee9808624', // adi-kailash-with-jageshwar-dham
  'a6087786bdd62215dd3778ef', // char-dham-yatra-2027
  'd114a97a3be2f33f9e009f8c', // amarnath-yatra-via-pahalgam
  'cc57bcaeb143747a2f5f67e8', // sri-lanka-family-holiday
];

/** A comma list that may be empty (`''` excludes nothing). */
const optionalCommaList = z.string().transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item.length > 0));

const environmentSchema = z.object({
  API_BASE_URL: z.url().default('http://localhost:4010/api/v1'),
  API_PUBLIC_TOKEN: z.string().min(1).default('dev-public-token'),
  MEDIA_BASE_URL: z.url().default('http://localhost:4010'),
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // One budget for a whole GraphQL operation's upstream calls (README "Upstream faults"): an answer within 3 s.
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(2500),
  UPSTREAM_BREAKER_RESET_MS: z.coerce.number().int().positive().default(500),
  TRENDING_IDS: commaSeparatedList.default(['trending-packages', 'trending-destinations']),
  SOURCE_CODE: z.string().trim().min(1).default('web'),
  GATEWAY_CORS_ORIGINS: commaSeparatedList.pipe(z.array(z.url())).default([DEFAULT_CORS_ORIGIN]),
  GATEWAY_PROXY_KEY: z.string().min(1).default(DEFAULT_GATEWAY_PROXY_KEY),
  API_PROXY_KEY: z.string().min(1).default(DEFAULT_API_PROXY_KEY),
  GATEWAY_WEB_ORIGIN: z.url({ protocol: /^https?$/ }).default(DEFAULT_CORS_ORIGIN),
  PICKER_EXCLUDED_PACKAGE_IDS: optionalCommaList.default(DEFAULT_PICKER_EXCLUDED_PACKAGE_IDS),
  GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().optional(),
  GATEWAY_RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  GATEWAY_JIT: z.enum(['on', 'off']).default('on'),
  GATEWAY_UPSTREAM_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
  CACHE_INVALIDATION_SECRET: z.string().min(16).default(DEFAULT_CACHE_INVALIDATION_SECRET),
  GATEWAY_RATE_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_REQUEST_RATE.anonymousPerMinute),
  GATEWAY_RATE_USER_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_REQUEST_RATE.userPerMinute),
  METRICS_TOKEN: z.string().min(16).optional(),
  GATEWAY_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  GATEWAY_SHUTDOWN_READINESS_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default(DEFAULT_REDIS_KEY_PREFIX),
});

export interface GatewayConfig {
  /** The REST api root, without a trailing slash, e.g. `http://localhost:4010/api/v1`. */
  apiBaseUrl: string;
  /** The token sent upstream when the caller brings none. */
  apiPublicToken: string;
  /** The public origin of api-served images, without a trailing slash. */
  mediaBaseUrl: string;
  port: number;
  /** The deadline of one GraphQL operation: every upstream call of it (nested levels, the retry) shares it. */
  upstreamTimeoutMs: number;
  /** How long a circuit breaker stays open before one probe call may reach the api (half-open). */
  upstreamBreakerResetMs: number;
  /** The two fixed ids of `/get-trending-data`. */
  trendingIds: string[];
  /** The product's fixed source tag sent in the `source` field of account payloads (spec §9). */
  sourceCode: string;
  /** Browser origins allowed by CORS (exact `scheme://host:port`); any other origin gets no CORS headers. */
  corsOrigins: string[];
  /** The key a caller (the web server) sends in `x-proxy-key` for its `x-client-ip` to be trusted. */
  gatewayProxyKey: string;
  /** The key the gateway sends upstream in `x-proxy-key` with the client's `x-client-ip`. */
  apiProxyKey: string;
  /**
   * The web's public origin (`scheme://host:port`): a payment's `returnPath` becomes `returnUrl` on it, so the
   * payment provider only ever sends the customer back to this site.
   */
  webOrigin: string;
  /** The REST ids of the packages `packagePicker` leaves out (spec §9). */
  pickerExcludedPackageIds: string[];
  /**
   * Whether documents outside the trusted-documents manifest run (GraphiQL, mobile clients in development),
   * still bounded by the request limits; off, only manifest ids are served. Default on, off under production.
   */
  allowArbitraryDocuments: boolean;
  /** Whether public responses are cached (`GATEWAY_RESPONSE_CACHE`, see `cache/`); off for measurements. */
  responseCache: boolean;
  /** Whether operations run compiled by graphql-jit (`GATEWAY_JIT`, see README "Speed with the cache off"). */
  jit: boolean;
  /** Public GET answers kept for revalidation by ETag (`GATEWAY_UPSTREAM_CACHE_ENTRIES`, 0 = off; README "Upstream HTTP cache"). */
  upstreamCacheEntries: number;
  /** The bearer the api's catalogue change notices carry to `POST /cache/invalidate` (≥ 16 characters). */
  cacheInvalidationSecret: string;
  /** Requests per minute per client IP (anonymous) and per user token (`security/request-rate.ts`); absent: no rate. */
  requestRate?: RequestRate;
  /** The bearer of `GET /metrics` (`METRICS_TOKEN`); unset: loopback callers only. */
  metricsToken?: string | undefined;
  /** How long a shutdown waits for in-flight requests before closing their connections (`GATEWAY_SHUTDOWN_GRACE_MS`). */
  shutdownGraceMs?: number;
  /** How long `/ready` answers 503 while the gateway still serves, before it stops accepting (`GATEWAY_SHUTDOWN_READINESS_DELAY_MS`). */
  shutdownReadinessDelayMs?: number;
  /** `REDIS_URL`: several instances share rate limits and cache changes through it; unset, memory only (README "Several instances on Redis"). */
  redisUrl?: string | undefined;
  /** `REDIS_KEY_PREFIX` (`pilgrim:gateway:`): the start of every key and channel of the gateway in Redis. */
  redisKeyPrefix?: string;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Reads the gateway settings from the environment; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid gateway environment:\n${z.prettifyError(parsed.error)}`);
  }
  const values = parsed.data;
  return {
    apiBaseUrl: withoutTrailingSlash(values.API_BASE_URL),
    apiPublicToken: values.API_PUBLIC_TOKEN,
    mediaBaseUrl: withoutTrailingSlash(values.MEDIA_BASE_URL),
    port: values.GATEWAY_PORT,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    upstreamBreakerResetMs: values.UPSTREAM_BREAKER_RESET_MS,
    trendingIds: values.TRENDING_IDS,
    sourceCode: values.SOURCE_CODE,
    corsOrigins: values.GATEWAY_CORS_ORIGINS.map((origin) => new URL(origin).origin),
    gatewayProxyKey: values.GATEWAY_PROXY_KEY,
    apiProxyKey: values.API_PROXY_KEY,
    webOrigin: new URL(values.GATEWAY_WEB_ORIGIN).origin,
    pickerExcludedPackageIds: values.PICKER_EXCLUDED_PACKAGE_IDS,
    allowArbitraryDocuments: (values.GATEWAY_ALLOW_ARBITRARY_DOCUMENTS ?? (values.NODE_ENV === 'production' ? '0' : '1')) === '1',
    responseCache: values.GATEWAY_RESPONSE_CACHE === 'on',
    jit: values.GATEWAY_JIT === 'on',
    upstreamCacheEntries: values.GATEWAY_UPSTREAM_CACHE_ENTRIES,
    cacheInvalidationSecret: values.CACHE_INVALIDATION_SECRET,
    requestRate: { anonymousPerMinute: values.GATEWAY_RATE_ANONYMOUS_PER_MINUTE, userPerMinute: values.GATEWAY_RATE_USER_PER_MINUTE },
    metricsToken: values.METRICS_TOKEN,
    shutdownGraceMs: values.GATEWAY_SHUTDOWN_GRACE_MS,
    shutdownReadinessDelayMs: values.GATEWAY_SHUTDOWN_READINESS_DELAY_MS,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
  };
}
