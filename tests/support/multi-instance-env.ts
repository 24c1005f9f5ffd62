/** The environment of each service of the multi-instance stack (support/multi-instance-stack.ts). */
import type { InstanceUrls, MultiInstanceOptions, MultiInstanceUrls } from './multi-instance-stack.ts';

/** The secrets of one run, shared by the instances of every tier (a balancer may send a caller to either). */
export type MultiInstanceKeys = {
  apiToken: string;
  apiProxyKey: string;
  gatewayProxyKey: string;
  outboxToken: string;
  staffToken: string;
  cacheInvalidationSecret: string;
  nextAuthSecret: string;
  /** This run's part of every Redis key prefix (`REDIS_KEY_PREFIX`, read by every service). */
  runId: string;
};

type Environments = { api: Record<string, string>; gateway: Record<string, string>; web: Record<string, string> };

const apiOrigin = (instance: InstanceUrls) => instance.apiBaseUrl.replace(/\/api\/v1$/, '');

export function multiInstanceEnvironments(urls: MultiInstanceUrls, name: 'a' | 'b', options: MultiInstanceOptions): Environments {
  const own = urls[name];
  const shared = { REDIS_URL: options.redisUrl, CACHE_INVALIDATION_SECRET: urls.cacheInvalidationSecret };
  // Keys and channels of this run only, on a Redis other suites may share (every service reads REDIS_KEY_PREFIX).
  const redisKeyPrefix = (service: string) => ({ REDIS_KEY_PREFIX: `pilgrim:${service}:multi-${urls.runId}:` });
  return {
    api: {
      ...shared,
      ...redisKeyPrefix('api'),
      API_PORT: new URL(own.apiBaseUrl).port,
      API_DATA_DIR: 'memory://',
      DATABASE_URL: options.databaseUrl,
      API_PUBLIC_TOKEN: urls.apiToken,
      API_PROXY_KEY: urls.apiProxyKey,
      API_STAFF_TOKEN: urls.staffToken,
      API_DEV_OUTBOX: '1',
      API_DEV_OUTBOX_TOKEN: urls.outboxToken,
      API_PUBLIC_URL: apiOrigin(own),
      API_LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'test',
      PAYMENT_RETURN_ORIGINS: `${urls.a.webOrigin},${urls.b.webOrigin}`,
      // Its own gateway and web only: the other instance hears of a change through Redis or not at all.
      CACHE_INVALIDATION_URLS: `${own.gatewayOrigin}/cache/invalidate,${own.webOrigin}/api/revalidate`,
      API_LIMIT_OTP_RECIPIENTS_PER_IP: String(options.limits.otpRecipientsPerIp),
    },
    gateway: {
      ...shared,
      ...redisKeyPrefix('gateway'),
      GATEWAY_PORT: new URL(own.gatewayOrigin).port,
      GATEWAY_LOG_LEVEL: 'warn',
      API_BASE_URL: own.apiBaseUrl,
      MEDIA_BASE_URL: apiOrigin(own),
      API_PUBLIC_TOKEN: urls.apiToken,
      API_PROXY_KEY: urls.apiProxyKey,
      GATEWAY_PROXY_KEY: urls.gatewayProxyKey,
      GATEWAY_WEB_ORIGIN: own.webOrigin,
      GATEWAY_RESPONSE_CACHE: 'on',
      // The web sends trusted-document ids; the spec's own calls send document texts.
      GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '1',
      GATEWAY_RATE_ANONYMOUS_PER_MINUTE: String(options.limits.gatewayAnonymousPerMinute),
      GATEWAY_RATE_USER_PER_MINUTE: '100000',
    },
    web: {
      ...shared,
      ...redisKeyPrefix('web'),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      GATEWAY_URL: own.gatewayUrl,
      GATEWAY_PROXY_KEY: urls.gatewayProxyKey,
      NEXTAUTH_URL: own.webOrigin,
      NEXTAUTH_SECRET: urls.nextAuthSecret,
    },
  };
}
