import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FILES_ENV, unsafeFileSettings } from './files/files-env.ts';
import { DEFAULT_SHARED_MAX_AGE_SECONDS } from './http-cache/cache-control.ts';
import { DEFAULT_LIMITS, type LimitsPolicy } from './limits/policy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The OTP HMAC key used when API_OTP_SECRET is not set: fine for development, never for production. */
export const DEV_OTP_SECRET = 'dev-otp-secret-change-me';
/** The key that makes `x-client-ip` trusted when API_PROXY_KEY is not set: development only. */
export const DEV_API_PROXY_KEY = 'dev-api-proxy-key';

const count = (fallback: number) => z.coerce.number().int().min(1, 'must be at least 1').max(1_000_000).default(fallback);

/** `IN,NP,US` → ['IN', 'NP', 'US']: ISO 3166 alpha-2 codes, comma-separated. */
const countryList = z
  .string()
  .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 codes separated by commas, e.g. IN,NP,US')).min(1, 'must name at least one country'));

/** The test payment provider's signing key when PAYMENT_TEST_SECRET is not set: development only. */
export const DEV_PAYMENT_TEST_SECRET = 'dev-payment-test-secret';

/** `http://localhost:3000,https://example.com` → origins, each a valid http(s) URL. */
const originList = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.string().url('must be URLs separated by commas, e.g. http://localhost:3000').regex(/^https?:\/\//, 'must be http(s) URLs')).min(1, 'must name at least one origin'));

const percent = (fallback: number, max: number) => z.coerce.number().int('must be a whole number').min(0, 'must be at least 0').max(max, `must be at most ${max}`).default(fallback);

/** The leads webhook's signing key that .env.example shows: development only, refused with NODE_ENV=production. */
export const DEV_LEADS_WEBHOOK_SECRET = 'dev-leads-webhook-secret';

/** The staff token of the staff catalogue routes when API_STAFF_TOKEN is not set: development only. */
export const DEV_STAFF_TOKEN = 'dev-staff-token';

/** `http://localhost:4000/cache/invalidate,http://localhost:3000/api/revalidate` → URLs, in that order. */
const urlList = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
  .pipe(z.array(z.string().url('must be URLs separated by commas').regex(/^https?:\/\//, 'must be http(s) URLs')));

/** The token of GET /api/v1/dev/outbox when API_DEV_OUTBOX_TOKEN is not set (never the public token). */
export const DEV_OUTBOX_TOKEN = 'dev-outbox-token';

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  /** Loopback IPv4 by default; set `::` to listen on every interface (IPv4 and IPv6). */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PUBLIC_TOKEN: z.string().min(1).default('dev-public-token'),
  API_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'pglite')),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL pool (DATABASE_URL only; api/README.md "PostgreSQL in production").
  DATABASE_POOL_MAX: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').default(10),
  /** A statement running longer is cancelled (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(0, 'must be at least 0').max(3_600_000, 'must be at most 3600000').default(30_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(100, 'must be at least 100').max(120_000, 'must be at most 120000').default(5_000),
  /** Redis shared by the api instances (src/redis/): the limits' counters. Unset: counted in each process' memory. */
  REDIS_URL: z.string().url('must be a URL').regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** The start of every api key in Redis (default `pilgrim:api:`): another prefix shares one server (a staging site). */
  REDIS_KEY_PREFIX: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  // Housekeeping (src/housekeeping/): expired OTP codes and old outbox rows.
  PURGE_INTERVAL_MINUTES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1440, 'must be at most 1440').default(60),
  OUTBOX_RETENTION_HOURS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(8760, 'must be at most 8760').default(72),
  /** How long a stopping api waits for in-flight requests before it closes them and the pool. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int('must be a whole number').min(0, 'must be at least 0').max(300, 'must be at most 300').default(20),
  // Seconds readiness answers 503 while the api still serves, before it stops accepting: a balancer's next probe sees it.
  SHUTDOWN_READINESS_DELAY_SECONDS: z.coerce.number().int('must be a whole number').min(0, 'must be at least 0').max(60, 'must be at most 60').default(0),
  API_SEED_SCALE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /**
   * `1` seeds the READMEs' demo accounts (password published in the READMEs: reviewer, wallet, employee, group order,
   * coupon customers) and the demo tour guides; `0` seeds none and disables those already there at start
   * (seed/demo-accounts.ts). Unset: on, unless NODE_ENV=production. `1` with NODE_ENV=production is refused.
   */
  API_SEED_DEMO_ACCOUNTS: z.enum(['0', '1'], { error: "must be '1' (on) or '0' (off)" }).optional(),
  /** HMAC key of the stored OTP codes. */
  API_OTP_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_OTP_SECRET),
  /** `1` mounts GET /api/v1/dev/outbox (local development and tests only). */
  API_DEV_OUTBOX: z
    .enum(['0', '1'], { error: "must be '1' (on) or '0' (off)" })
    .default('0')
    .transform((value) => value === '1'),
  /** Shared with the gateway: `x-client-ip` is trusted only with `x-proxy-key` equal to this. */
  API_PROXY_KEY: z.string().min(16, 'must be at least 16 characters').default(DEV_API_PROXY_KEY),
  // Limits (src/limits/policy.ts, api/README.md "Limits").
  API_LIMIT_SIGNIN_BACKOFF_AFTER: count(DEFAULT_LIMITS.signInBackoffAfter),
  API_LIMIT_SIGNIN_BACKOFF_SECONDS: count(DEFAULT_LIMITS.signInBackoffSeconds),
  API_LIMIT_SIGNIN_LOCK_AFTER: count(DEFAULT_LIMITS.signInLockAfter),
  API_LIMIT_SIGNIN_LOCK_MINUTES: count(DEFAULT_LIMITS.signInLockMinutes),
  API_LIMIT_SIGNIN_FAILURES_PER_IP: count(DEFAULT_LIMITS.signInFailuresPerIp),
  API_LIMIT_SIGNIN_ATTEMPTS_PER_IP: count(DEFAULT_LIMITS.signInAttemptsPerIp),
  API_LIMIT_OTP_SENDS_PER_IP: count(DEFAULT_LIMITS.otpSendsPerIp),
  API_LIMIT_OTP_RECIPIENTS_PER_IP: count(DEFAULT_LIMITS.otpRecipientsPerIp),
  API_LIMIT_OTP_GLOBAL_OPEN: count(DEFAULT_LIMITS.otpGlobalOpen),
  API_LIMIT_OTP_GLOBAL_ACCOUNT: count(DEFAULT_LIMITS.otpGlobalAccount),
  API_LIMIT_OTP_GLOBAL_OPEN_PER_MINUTE: count(DEFAULT_LIMITS.otpGlobalOpenPerMinute),
  API_LIMIT_LEADS_PER_IP: count(DEFAULT_LIMITS.leadsPerIp),
  API_LIMIT_LEADS_PER_CONTACT: count(DEFAULT_LIMITS.leadsPerContact),
  API_LIMIT_LEADS_GLOBAL_PER_MINUTE: count(DEFAULT_LIMITS.leadsGlobalPerMinute),
  API_LIMIT_COMMUNITY_POSTS_PER_USER: count(DEFAULT_LIMITS.communityPostsPerUser),
  API_LIMIT_COMMUNITY_POSTS_PER_IP: count(DEFAULT_LIMITS.communityPostsPerIp),
  API_LIMIT_COMMUNITY_VOTES_PER_USER: count(DEFAULT_LIMITS.communityVotesPerUser),
  API_LIMIT_COMMUNITY_VOTES_PER_IP: count(DEFAULT_LIMITS.communityVotesPerIp),
  API_LIMIT_WRITES_PER_USER: count(DEFAULT_LIMITS.writesPerUser),
  API_LIMIT_WRITES_PER_IP: count(DEFAULT_LIMITS.writesPerIp),
  API_LIMIT_UPLOADS_PER_USER: count(DEFAULT_LIMITS.uploadsPerUser),
  API_OTP_COUNTRIES: countryList.default([...DEFAULT_LIMITS.otpCountries]),
  /** The only token the dev outbox accepts (`Authorization: <token>`); the public and user tokens do not reach it. */
  API_DEV_OUTBOX_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEV_OUTBOX_TOKEN),
  // Cart and payments (api/README.md "Cart, payments and orders").
  GST_RATE_PERCENT: percent(5, 28),
  PART_PAYMENT_PERCENT: percent(25, 100).refine((value) => value >= 1, 'must be at least 1'),
  PAYMENT_HOLD_MINUTES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(120, 'must be at most 120').default(15),
  /** Seat holds one user may start on one departure in 24 hours without paying (PUT /payment/initiate). */
  PAYMENT_MAX_HOLDS_PER_DEPARTURE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(10),
  /** How long an unpaid group-order share keeps its seats after the group order is created (hours). */
  GROUP_ORDER_HOLD_HOURS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(720, 'must be at most 720').default(48),
  /** Seats one organiser's open group orders may hold for unpaid shares at a time (all departures together). */
  GROUP_ORDER_MAX_UNPAID_SEATS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(400, 'must be at most 400').default(20),
  /** The part of a departure's seats (percent) that unpaid group-order shares may hold, all organisers together. */
  GROUP_ORDER_MAX_DEPARTURE_PERCENT: percent(50, 100).refine((value) => value >= 1, 'must be at least 1'),
  /** How often expired seat holds are released (seconds). */
  HOLD_SWEEP_SECONDS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(60),
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay'], { error: "must be 'test' or 'razorpay'" }).default('test'),
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  /** The secret set on the webhook in Razorpay's dashboard: `POST /payment/webhook/razorpay` checks `X-Razorpay-Signature` with it. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_TEST_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_PAYMENT_TEST_SECRET),
  /** The api's own address as browsers reach it: the test provider's checkout page is under it. */
  API_PUBLIC_URL: z.string().url('must be a URL').optional(),
  PAYMENT_RETURN_ORIGINS: originList.default(['http://localhost:3000']),
  // The leads webhook (src/leads/webhook-sender.ts, api/README.md "Lead events and the webhook"): off unless the URL is set.
  LEADS_WEBHOOK_URL: z.string().url('must be a URL').regex(/^https?:\/\//, 'must be an http(s) URL').optional(),
  /** HMAC-SHA256 key of `x-lead-signature`; required with LEADS_WEBHOOK_URL. */
  LEADS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LEADS_WEBHOOK_INTERVAL_SECONDS: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(3600, 'must be at most 3600').default(10),
  // Caching and catalogue changes (api/CONTRACT.md "Caching and catalogue changes", api/README.md "Cache").
  API_CACHE: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
  API_CACHE_MAX_ENTRIES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'must be at most 1000000').default(5_000),
  API_SHARED_MAX_AGE_SECONDS: z.coerce.number().int('must be a whole number').min(0, 'must be at least 0').max(300, 'must be at most 300').default(DEFAULT_SHARED_MAX_AGE_SECONDS),
  API_STAFF_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEV_STAFF_TOKEN),
  /** The bearer of `GET /metrics`; unset: loopback scrapers only (src/observability/). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  API_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CACHE_INVALIDATION_URLS: urlList.default([]),
  CACHE_INVALIDATION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Weather (src/weather/, api/README.md "Reviews, FAQs and weather").
  WEATHER_PROVIDER: z.enum(['climatology', 'open-meteo'], { error: "must be 'climatology' or 'open-meteo'" }).default('climatology'),
  WEATHER_OPEN_METEO_URL: z.string().url('must be a URL').regex(/^https?:\/\//, 'must be an http(s) URL').default('https://api.open-meteo.com'),
  WEATHER_TIMEOUT_MS: z.coerce.number().int('must be a whole number').min(100, 'must be at least 100').max(30_000, 'must be at most 30000').default(3000),
  WEATHER_CACHE_MINUTES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1440, 'must be at most 1440').default(30),
  // Files (src/files/, api/README.md "Files").
  ...FILES_ENV,
  // Push notifications (src/push/): all three set → Firebase Cloud Messaging HTTP v1; none → the outbox.
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_CLIENT_EMAIL: z.string().min(1).optional(),
  FCM_PRIVATE_KEY: z.string().min(1).transform((value) => value.replace(/\\n/g, '\n')).optional(),
  NODE_ENV: z.string().optional(),
  /** Test-only: a write path to pause before its COMMIT (reliability/crash-point.ts); refused under production. */
  API_TEST_CRASH_POINT: z.string().optional(),
})
  .refine((env) => [env.FCM_PROJECT_ID, env.FCM_CLIENT_EMAIL, env.FCM_PRIVATE_KEY].filter(Boolean).length % 3 === 0, {
    path: ['FCM_PROJECT_ID'],
    message: 'FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY are set together or not at all',
  })
  .refine((env) => env.API_LIMIT_SIGNIN_LOCK_AFTER >= env.API_LIMIT_SIGNIN_BACKOFF_AFTER, {
    path: ['API_LIMIT_SIGNIN_LOCK_AFTER'],
    message: 'must be at least API_LIMIT_SIGNIN_BACKOFF_AFTER',
  })
  .refine((env) => !env.LEADS_WEBHOOK_URL || env.LEADS_WEBHOOK_SECRET, {
    path: ['LEADS_WEBHOOK_SECRET'],
    message: 'must be set when LEADS_WEBHOOK_URL is set (it signs every post)',
  })
  .refine((env) => env.CACHE_INVALIDATION_URLS.length === 0 || env.CACHE_INVALIDATION_SECRET, {
    path: ['CACHE_INVALIDATION_SECRET'],
    message: 'must be set when CACHE_INVALIDATION_URLS is set (receivers refuse notices without it)',
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'razorpay' || (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET), {
    path: ['PAYMENT_PROVIDER'],
    message: 'razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
  })
  // The demo accounts' default follows NODE_ENV: on for development and tests, off in production.
  .transform((env) => ({ ...env, API_SEED_DEMO_ACCOUNTS: env.API_SEED_DEMO_ACCOUNTS === undefined ? env.NODE_ENV !== 'production' : env.API_SEED_DEMO_ACCOUNTS === '1' }));

export type ApiEnv = z.infer<typeof envSchema>;

/** Reads and validates the api's environment; throws a readable error naming each bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const unsafe = unsafeCombinations(result.data);
  if (unsafe.length > 0) throw new Error(`Invalid environment: ${unsafe.join('; ')}`);
  return result.data;
}

/** The limits policy the environment configures. */
export function limitsFromEnv(env: ApiEnv): LimitsPolicy {
  return {
    signInBackoffAfter: env.API_LIMIT_SIGNIN_BACKOFF_AFTER,
    signInBackoffSeconds: env.API_LIMIT_SIGNIN_BACKOFF_SECONDS,
    signInLockAfter: env.API_LIMIT_SIGNIN_LOCK_AFTER,
    signInLockMinutes: env.API_LIMIT_SIGNIN_LOCK_MINUTES,
    signInFailuresPerIp: env.API_LIMIT_SIGNIN_FAILURES_PER_IP,
    signInAttemptsPerIp: env.API_LIMIT_SIGNIN_ATTEMPTS_PER_IP,
    otpSendsPerIp: env.API_LIMIT_OTP_SENDS_PER_IP,
    otpRecipientsPerIp: env.API_LIMIT_OTP_RECIPIENTS_PER_IP,
    otpGlobalOpen: env.API_LIMIT_OTP_GLOBAL_OPEN,
    otpGlobalAccount: env.API_LIMIT_OTP_GLOBAL_ACCOUNT,
    otpGlobalOpenPerMinute: env.API_LIMIT_OTP_GLOBAL_OPEN_PER_MINUTE,
    leadsPerIp: env.API_LIMIT_LEADS_PER_IP,
    leadsPerContact: env.API_LIMIT_LEADS_PER_CONTACT,
    leadsGlobalPerMinute: env.API_LIMIT_LEADS_GLOBAL_PER_MINUTE,
    communityPostsPerUser: env.API_LIMIT_COMMUNITY_POSTS_PER_USER,
    communityPostsPerIp: env.API_LIMIT_COMMUNITY_POSTS_PER_IP,
    communityVotesPerUser: env.API_LIMIT_COMMUNITY_VOTES_PER_USER,
    writesPerUser: env.API_LIMIT_WRITES_PER_USER,
    writesPerIp: env.API_LIMIT_WRITES_PER_IP,
    uploadsPerUser: env.API_LIMIT_UPLOADS_PER_USER,
    communityVotesPerIp: env.API_LIMIT_COMMUNITY_VOTES_PER_IP,
    otpCountries: env.API_OTP_COUNTRIES,
  };
}

/** Settings that must never run together: the dev outbox hands out every OTP; a default proxy key lets anyone pick the client IP; the test payment provider lets anyone pay nothing; the demo accounts let anyone sign in with the published password. */
function unsafeCombinations(env: ApiEnv): string[] {
  const problems: string[] = [];
  if (env.API_TEST_CRASH_POINT && env.NODE_ENV === 'production') {
    problems.push('API_TEST_CRASH_POINT: a test-only pause inside write transactions, refused with NODE_ENV=production');
  }
  // Off by default in production, so true there means API_SEED_DEMO_ACCOUNTS=1 was set.
  if (env.API_SEED_DEMO_ACCOUNTS && env.NODE_ENV === 'production') {
    problems.push(
      "API_SEED_DEMO_ACCOUNTS: must not be 1 with NODE_ENV=production (it seeds the READMEs' demo accounts, whose password is published, among them an employee who can read customers' coupon history); leave it unset or 0",
    );
  }
  if (env.API_DEV_OUTBOX && env.NODE_ENV === 'production') {
    problems.push('API_DEV_OUTBOX: must not be 1 with NODE_ENV=production (it exposes every OTP at GET /api/v1/dev/outbox)');
  }
  if (env.NODE_ENV === 'production' && env.API_OTP_SECRET === DEV_OTP_SECRET) {
    problems.push('API_OTP_SECRET: must be set with NODE_ENV=production (with the public development secret anyone could sign a verified-number token and have leads stored verified without an OTP)');
  }
  if (env.NODE_ENV === 'production' && env.API_PROXY_KEY === DEV_API_PROXY_KEY) {
    problems.push('API_PROXY_KEY: must not be the development default with NODE_ENV=production (anyone could choose the client IP the limits count)');
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'test') {
    problems.push("PAYMENT_PROVIDER: must not be 'test' with NODE_ENV=production (its page lets any customer mark a payment paid); set razorpay");
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'razorpay' && !env.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET: must be set with PAYMENT_PROVIDER=razorpay and NODE_ENV=production (without the webhook, a customer who pays and closes the tab gets no order)');
  }
  if (env.NODE_ENV === 'production' && env.LEADS_WEBHOOK_SECRET === DEV_LEADS_WEBHOOK_SECRET) {
    problems.push('LEADS_WEBHOOK_SECRET: must not be the development default with NODE_ENV=production (anyone could sign a lead event)');
  }
  if (env.NODE_ENV === 'production' && env.API_STAFF_TOKEN === DEV_STAFF_TOKEN) {
    problems.push('API_STAFF_TOKEN: must be set with NODE_ENV=production (with the development token anyone could change prices)');
  }
  if (env.NODE_ENV === 'production' && env.API_STAFF_TOKEN.length < 32) {
    problems.push('API_STAFF_TOKEN: must be at least 32 characters with NODE_ENV=production (it changes prices)');
  }
  if (env.API_STAFF_TOKEN === env.API_PUBLIC_TOKEN) {
    problems.push('API_STAFF_TOKEN: must differ from API_PUBLIC_TOKEN');
  }
  if (env.API_DEV_OUTBOX_TOKEN === env.API_PUBLIC_TOKEN) {
    problems.push('API_DEV_OUTBOX_TOKEN: must differ from API_PUBLIC_TOKEN');
  }
  problems.push(...unsafeFileSettings(env));
  return problems;
}

/** Where and how often the leads webhook posts; null (off) when LEADS_WEBHOOK_URL is unset. */
export function leadsWebhookFromEnv(env: ApiEnv): { url: string; secret: string; intervalMs: number } | null {
  if (!env.LEADS_WEBHOOK_URL || !env.LEADS_WEBHOOK_SECRET) return null;
  return { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET, intervalMs: env.LEADS_WEBHOOK_INTERVAL_SECONDS * 1000 };
}

/** The PostgreSQL pool settings of the environment. */
export const poolFromEnv = (env: ApiEnv) => ({
  max: env.DATABASE_POOL_MAX,
  statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
});

/** The cart's pricing settings of the environment. */
export const pricingFromEnv = (env: ApiEnv) => ({ gstRatePercent: env.GST_RATE_PERCENT, partPaymentPercent: env.PART_PAYMENT_PERCENT });

/** The weather provider's settings; null: the seeded climatology (the default, offline). */
export function weatherFromEnv(env: ApiEnv): { baseUrl: string; timeoutMs: number; cacheMinutes: number } | null {
  if (env.WEATHER_PROVIDER !== 'open-meteo') return null;
  return { baseUrl: env.WEATHER_OPEN_METEO_URL, timeoutMs: env.WEATHER_TIMEOUT_MS, cacheMinutes: env.WEATHER_CACHE_MINUTES };
}

/** The FCM service account of the environment; null: push notifications go to the outbox. */
export function fcmFromEnv(env: ApiEnv): { projectId: string; clientEmail: string; privateKey: string } | null {
  if (!env.FCM_PROJECT_ID || !env.FCM_CLIENT_EMAIL || !env.FCM_PRIVATE_KEY) return null;
  return { projectId: env.FCM_PROJECT_ID, clientEmail: env.FCM_CLIENT_EMAIL, privateKey: env.FCM_PRIVATE_KEY };
}
