import { tracing } from './observability/instrument.ts';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { API_BASE_PATH, createApp, defaultResponseCache, SEATS } from './app.ts';
import { createChangeNotices } from './catalogue-changes/change-notices.ts';
import { filesFromEnv } from './files/files-env.ts';
import { fcmFromEnv, leadsWebhookFromEnv, limitsFromEnv, poolFromEnv, pricingFromEnv, readEnv, weatherFromEnv } from './env.ts';
import { gracefulShutdown } from './housekeeping/graceful-shutdown.ts';
import { startPurgeJob } from './housekeeping/purge-job.ts';
import { startLeadsWebhook } from './leads/webhook-start.ts';
import { createRazorpayProvider } from './provider-payments/razorpay.ts';
import { releaseExpiredShareHolds } from './group-orders/holds.ts';
import { startHoldSweeper } from './payments/sweep.ts';
import { createTestProvider } from './provider-payments/test-provider.ts';
import { createLimits } from './limits/limits.ts';
import { redisStore } from './limits/redis-store.ts';
import { closeRedis, connectRedis } from './redis/client.ts';
import { prepareDatabase } from './startup.ts';
import { createOpenMeteoProvider } from './weather/open-meteo.ts';
import { fcmPushSender } from './push/fcm.ts';
import { createJsonLogger, consoleOf } from './observability/logger.ts';

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    // A refused environment stops the start with its reason and a non-zero exit code, before any port is opened.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
const log = createJsonLogger(env.API_LOG_LEVEL);
const database = await prepareDatabase(
  { databaseUrl: env.DATABASE_URL, dataDir: env.API_DATA_DIR, seedScale: env.API_SEED_SCALE, seedDemoAccounts: env.API_SEED_DEMO_ACCOUNTS, pool: poolFromEnv(env) },
  (line) => log.info(line),
);
const testProvider = createTestProvider({ secret: env.PAYMENT_TEST_SECRET, publicUrl: env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}` });
const provider =
  env.PAYMENT_PROVIDER === 'razorpay' && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
    ? createRazorpayProvider({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET })
    : testProvider;
const weatherSettings = weatherFromEnv(env);
const fcm = fcmFromEnv(env);
const readiness = { draining: false };
// REDIS_URL: the limits count in Redis, shared by every api instance (src/redis/); unset, in this process' memory.
const redis = env.REDIS_URL ? await connectRedis({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, logger: consoleOf(log) }) : undefined;
const app = createApp({
  db: database.db,
  driver: database.driver,
  readiness,
  redis,
  publicToken: env.API_PUBLIC_TOKEN,
  proxyKey: env.API_PROXY_KEY,
  otpSecret: env.API_OTP_SECRET,
  limits: createLimits(limitsFromEnv(env), redis ? redisStore(redis) : undefined),
  messaging: { devOutbox: env.API_DEV_OUTBOX, devOutboxToken: env.API_DEV_OUTBOX_TOKEN },
  pricing: pricingFromEnv(env),
  groupOrderHoldHours: env.GROUP_ORDER_HOLD_HOURS,
  groupOrderHoldLimits: { maxUnpaidSeatsPerOrganiser: env.GROUP_ORDER_MAX_UNPAID_SEATS, maxDeparturePercent: env.GROUP_ORDER_MAX_DEPARTURE_PERCENT },
  payments: { provider, testProvider, holdMinutes: env.PAYMENT_HOLD_MINUTES, maxHoldsPerDeparture: env.PAYMENT_MAX_HOLDS_PER_DEPARTURE, returnOrigins: env.PAYMENT_RETURN_ORIGINS, razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET },
  publicUrl: env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}`,
  staffToken: env.API_STAFF_TOKEN,
  files: filesFromEnv(env),
  weather: weatherSettings ? createOpenMeteoProvider({ ...weatherSettings, now: () => new Date() }) : undefined,
  push: fcm ? fcmPushSender(fcm) : undefined,
  logger: consoleOf(log),
  observability: { log, metricsToken: env.METRICS_TOKEN },
  caching: {
    cache: env.API_CACHE === 'on' ? defaultResponseCache(env.API_CACHE_MAX_ENTRIES) : null,
    sharedMaxAgeSeconds: env.API_SHARED_MAX_AGE_SECONDS,
    notices:
      env.CACHE_INVALIDATION_URLS.length > 0 && env.CACHE_INVALIDATION_SECRET
        ? createChangeNotices({ urls: env.CACHE_INVALIDATION_URLS, secret: env.CACHE_INVALIDATION_SECRET })
        : null,
    listen: database.listen,
  },
});

// Abandoned seat holds go back every HOLD_SWEEP_SECONDS (60) even when nobody looks at their dates.
const otherHolds = [(now: Date) => releaseExpiredShareHolds(database.db, SEATS, now)];
const sweeper = startHoldSweeper({ db: database.db, seats: SEATS, now: () => new Date(), intervalMs: env.HOLD_SWEEP_SECONDS * 1000, otherHolds });
// Expired OTP codes and old outbox messages go every PURGE_INTERVAL_MINUTES (60).
const purgeJob = startPurgeJob({
  db: database.db,
  now: () => new Date(),
  intervalMs: env.PURGE_INTERVAL_MINUTES * 60_000,
  outboxRetentionHours: env.OUTBOX_RETENTION_HOURS,
  log: (line) => log.info(line),
});

// The leads webhook starts once the api listens (LEADS_WEBHOOK_URL; off when unset).
let leadsWebhook: { stop(): Promise<void> } | undefined;
const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, () => {
  log.info(`api listening on http://localhost:${env.API_PORT}${API_BASE_PATH}`);
  leadsWebhook = startLeadsWebhook(database.db, leadsWebhookFromEnv(env), (line) => log.info(line));
});

// SIGTERM/SIGINT: readiness 503, in-flight requests finish (SHUTDOWN_GRACE_SECONDS at most), jobs stop, the pool and Redis close.
const shutdown = gracefulShutdown({
  // serve() without createServer options makes a node:http server.
  server: server as Server,
  readiness,
  jobs: () => [sweeper, purgeJob, leadsWebhook],
  closeDatabase: () => database.close(),
  closeRedis: redis ? () => closeRedis(redis) : undefined,
  graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
  readinessDelayMs: env.SHUTDOWN_READINESS_DELAY_SECONDS * 1000,
  log: (line) => log.info(line),
});
async function stop(signal: string): Promise<void> {
  log.info(`api received ${signal}, draining in-flight requests`);
  try {
    await shutdown();
    await tracing?.shutdown();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
