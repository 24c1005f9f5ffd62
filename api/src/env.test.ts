import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_API_PROXY_KEY, DEV_LEADS_WEBHOOK_SECRET, DEV_OTP_SECRET, DEV_OUTBOX_TOKEN, DEV_STAFF_TOKEN, leadsWebhookFromEnv, limitsFromEnv, readEnv } from './env.ts';
import { DEFAULT_LIMITS } from './limits/policy.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Real-money payment settings, needed by any production environment. */
const razorpay = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_ABC123', RAZORPAY_KEY_SECRET: 'a-razorpay-secret', RAZORPAY_WEBHOOK_SECRET: 'a-razorpay-webhook-secret' };
/** The signing key of file links, needed by any production environment. */
const fileLinks = { FILE_URL_SECRET: 'a-long-production-file-url-secret' };

describe('accounts environment', () => {
  it('defaults to the dev OTP secret with the dev outbox off', () => {
    const env = readEnv({});
    expect(env.API_OTP_SECRET).toBe(DEV_OTP_SECRET);
    expect(env.API_DEV_OUTBOX).toBe(false);
  });

  it('turns the dev outbox on with API_DEV_OUTBOX=1 and refuses other values by name', () => {
    expect(readEnv({ API_DEV_OUTBOX: '1' }).API_DEV_OUTBOX).toBe(true);
    expect(() => readEnv({ API_DEV_OUTBOX: 'yes' })).toThrow(/API_DEV_OUTBOX/);
    expect(() => readEnv({ API_OTP_SECRET: 'short' })).toThrow(/API_OTP_SECRET/);
  });

  it('refuses the default OTP secret in production (it signs the verified-number tokens)', () => {
    const production = {
      NODE_ENV: 'production',
      API_OTP_SECRET: 'a-long-production-secret',
      API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_ABC123',
      RAZORPAY_KEY_SECRET: 'a-razorpay-secret',
      RAZORPAY_WEBHOOK_SECRET: 'a-razorpay-webhook-secret',
      ...fileLinks,
    };
    expect(() => readEnv({ ...production, API_OTP_SECRET: undefined })).toThrow(/API_OTP_SECRET: must be set with NODE_ENV=production/);
    expect(readEnv(production).API_OTP_SECRET).toBe('a-long-production-secret');
    expect(readEnv({}).API_OTP_SECRET).toBe(DEV_OTP_SECRET);
  });

  it('refuses the development proxy key in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/API_PROXY_KEY: must not be the development default with NODE_ENV=production/);
    expect(readEnv({ NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters', ...razorpay, ...fileLinks }).API_PROXY_KEY).toBe('a-long-production-proxy-key');
    expect(readEnv({}).API_PROXY_KEY).toBe(DEV_API_PROXY_KEY);
  });

  it('refuses the dev outbox in production, and an outbox token equal to the public token', () => {
    expect(() => readEnv({ API_DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(/API_DEV_OUTBOX: must not be 1 with NODE_ENV=production/);
    expect(readEnv({ API_DEV_OUTBOX: '0', NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters', ...razorpay, ...fileLinks }).API_DEV_OUTBOX).toBe(false);
    expect(readEnv({ API_DEV_OUTBOX: '1' }).API_DEV_OUTBOX_TOKEN).toBe(DEV_OUTBOX_TOKEN);
    expect(() => readEnv({ API_PUBLIC_TOKEN: 'same-token', API_DEV_OUTBOX_TOKEN: 'same-token' })).toThrow(/API_DEV_OUTBOX_TOKEN/);
  });

  it('stops main.ts with the reason and exit code 1 before opening the database', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', API_DEV_OUTBOX: '1', API_DATA_DIR: 'memory://', API_PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('API_DEV_OUTBOX: must not be 1 with NODE_ENV=production');
    expect(result.stdout).not.toContain('listening');
  });
});

describe('limits environment', () => {
  it('defaults to the documented limits and the development proxy key', () => {
    const env = readEnv({});
    expect(env.API_PROXY_KEY).toBe(DEV_API_PROXY_KEY);
    expect(limitsFromEnv(env)).toEqual(DEFAULT_LIMITS);
  });

  it('reads overrides and the country list', () => {
    const limits = limitsFromEnv(readEnv({ API_LIMIT_OTP_RECIPIENTS_PER_IP: '3', API_OTP_COUNTRIES: ' in, np ,US' }));
    expect(limits.otpRecipientsPerIp).toBe(3);
    expect(limits.otpCountries).toEqual(['IN', 'NP', 'US']);
  });

  it('refuses bad values by name', () => {
    expect(() => readEnv({ API_LIMIT_SIGNIN_LOCK_AFTER: '0' })).toThrow(/API_LIMIT_SIGNIN_LOCK_AFTER: must be at least 1/);
    expect(() => readEnv({ API_LIMIT_OTP_SENDS_PER_IP: 'many' })).toThrow(/API_LIMIT_OTP_SENDS_PER_IP/);
    expect(() => readEnv({ API_LIMIT_SIGNIN_LOCK_AFTER: '3' })).toThrow(/API_LIMIT_SIGNIN_LOCK_AFTER: must be at least API_LIMIT_SIGNIN_BACKOFF_AFTER/);
    expect(() => readEnv({ API_OTP_COUNTRIES: 'India' })).toThrow(/API_OTP_COUNTRIES/);
    expect(() => readEnv({ API_PROXY_KEY: 'short' })).toThrow(/API_PROXY_KEY/);
  });
});

describe('cart and payments environment', () => {
  it('defaults to 5 % GST, 25 % part payment, 15-minute holds and the test provider', () => {
    const env = readEnv({});
    expect([env.GST_RATE_PERCENT, env.PART_PAYMENT_PERCENT, env.PAYMENT_HOLD_MINUTES, env.PAYMENT_PROVIDER]).toEqual([5, 25, 15, 'test']);
    expect(env.PAYMENT_RETURN_ORIGINS).toEqual(['http://localhost:3000']);
  });

  it('refuses bad rates, a razorpay provider without keys and bad return origins, by name', () => {
    expect(() => readEnv({ GST_RATE_PERCENT: '4.5' })).toThrow(/GST_RATE_PERCENT/);
    expect(() => readEnv({ GST_RATE_PERCENT: '40' })).toThrow(/GST_RATE_PERCENT/);
    expect(() => readEnv({ PART_PAYMENT_PERCENT: '0' })).toThrow(/PART_PAYMENT_PERCENT/);
    expect(() => readEnv({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID/);
    expect(() => readEnv({ PAYMENT_RETURN_ORIGINS: 'localhost:3000' })).toThrow(/PAYMENT_RETURN_ORIGINS/);
    expect(readEnv({ PAYMENT_RETURN_ORIGINS: 'https://a.example, https://b.example' }).PAYMENT_RETURN_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses the test payment provider in production: its page lets anyone mark a payment paid', () => {
    const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters' };
    expect(() => readEnv(production)).toThrow(/PAYMENT_PROVIDER: must not be 'test' with NODE_ENV=production/);
    expect(readEnv({ ...production, ...razorpay, ...fileLinks }).PAYMENT_PROVIDER).toBe('razorpay');
  });

  it('needs the Razorpay webhook secret in production, and refuses a short one by name', () => {
    const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters', ...razorpay, ...fileLinks };
    expect(() => readEnv({ ...production, RAZORPAY_WEBHOOK_SECRET: undefined })).toThrow(/RAZORPAY_WEBHOOK_SECRET: must be set with PAYMENT_PROVIDER=razorpay/);
    expect(() => readEnv({ RAZORPAY_WEBHOOK_SECRET: 'short' })).toThrow(/RAZORPAY_WEBHOOK_SECRET: must be at least 16 characters/);
    expect(readEnv({ ...razorpay, ...fileLinks, RAZORPAY_WEBHOOK_SECRET: undefined }).RAZORPAY_WEBHOOK_SECRET).toBeUndefined();
    expect(readEnv(production).RAZORPAY_WEBHOOK_SECRET).toBe('a-razorpay-webhook-secret');
  });
});

describe('leads webhook environment', () => {
  const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters', ...razorpay, ...fileLinks };
  const url = 'https://crm.example.com/hooks/leads';

  it('is off without LEADS_WEBHOOK_URL and posts every 10 s by default with it', () => {
    expect(leadsWebhookFromEnv(readEnv({}))).toBeNull();
    expect(leadsWebhookFromEnv(readEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: 'a-long-webhook-secret' }))).toEqual({ url, secret: 'a-long-webhook-secret', intervalMs: 10_000 });
    expect(readEnv({ LEADS_WEBHOOK_INTERVAL_SECONDS: '30' }).LEADS_WEBHOOK_INTERVAL_SECONDS).toBe(30);
  });

  it('needs a secret with the URL, and refuses a bad URL, a short secret or a bad interval by name', () => {
    expect(() => readEnv({ LEADS_WEBHOOK_URL: url })).toThrow(/LEADS_WEBHOOK_SECRET: must be set when LEADS_WEBHOOK_URL is set/);
    expect(() => readEnv({ LEADS_WEBHOOK_URL: 'ftp://crm.example.com', LEADS_WEBHOOK_SECRET: 'a-long-webhook-secret' })).toThrow(/LEADS_WEBHOOK_URL: must be an http\(s\) URL/);
    expect(() => readEnv({ LEADS_WEBHOOK_SECRET: 'short' })).toThrow(/LEADS_WEBHOOK_SECRET: must be at least 16 characters/);
    expect(() => readEnv({ LEADS_WEBHOOK_INTERVAL_SECONDS: '0' })).toThrow(/LEADS_WEBHOOK_INTERVAL_SECONDS/);
  });

  it('refuses the development secret in production', () => {
    expect(readEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: DEV_LEADS_WEBHOOK_SECRET }).LEADS_WEBHOOK_SECRET).toBe(DEV_LEADS_WEBHOOK_SECRET);
    expect(() => readEnv({ ...production, LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: DEV_LEADS_WEBHOOK_SECRET })).toThrow(
      /LEADS_WEBHOOK_SECRET: must not be the development default with NODE_ENV=production/,
    );
    expect(readEnv({ ...production, LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: 'a-long-production-webhook-secret' }).LEADS_WEBHOOK_URL).toBe(url);
  });
});

describe('caching environment', () => {
  const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', ...razorpay, ...fileLinks };

  it('caches up to 5,000 answers by default, and API_CACHE=off turns it off', () => {
    expect(readEnv({})).toMatchObject({ API_CACHE: 'on', API_CACHE_MAX_ENTRIES: 5_000, API_STAFF_TOKEN: DEV_STAFF_TOKEN, CACHE_INVALIDATION_URLS: [] });
    expect(readEnv({ API_CACHE: 'off', API_CACHE_MAX_ENTRIES: '200' })).toMatchObject({ API_CACHE: 'off', API_CACHE_MAX_ENTRIES: 200 });
    expect(() => readEnv({ API_CACHE: 'maybe' })).toThrow(/API_CACHE: must be 'on' or 'off'/);
    expect(() => readEnv({ API_CACHE_MAX_ENTRIES: '0' })).toThrow(/API_CACHE_MAX_ENTRIES: must be at least 1/);
  });

  it('lets shared caches keep public answers fresh for 10 s by default; 0 turns it off, more than 300 is refused', () => {
    expect(readEnv({})).toMatchObject({ API_SHARED_MAX_AGE_SECONDS: 10 });
    expect(readEnv({ API_SHARED_MAX_AGE_SECONDS: '0' })).toMatchObject({ API_SHARED_MAX_AGE_SECONDS: 0 });
    expect(() => readEnv({ API_SHARED_MAX_AGE_SECONDS: '301' })).toThrow(/API_SHARED_MAX_AGE_SECONDS: must be at most 300/);
  });

  it('refuses the development staff token and a short one in production, and a staff token equal to the public token', () => {
    expect(() => readEnv(production)).toThrow(/API_STAFF_TOKEN: must be set with NODE_ENV=production/);
    expect(() => readEnv({ ...production, API_STAFF_TOKEN: 'a-short-production-staff-token' })).toThrow(/API_STAFF_TOKEN: must be at least 32 characters/);
    expect(readEnv({ ...production, API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters' }).API_STAFF_TOKEN).toBe('a-long-production-staff-token-of-32-characters');
    expect(() => readEnv({ API_STAFF_TOKEN: 'same-as-public', API_PUBLIC_TOKEN: 'same-as-public' })).toThrow(/API_STAFF_TOKEN: must differ from API_PUBLIC_TOKEN/);
  });

  it('reads the notice URLs in order and needs the secret with them', () => {
    const urls = 'http://localhost:4000/cache/invalidate, http://localhost:3000/api/revalidate';
    expect(() => readEnv({ CACHE_INVALIDATION_URLS: urls })).toThrow(/CACHE_INVALIDATION_SECRET: must be set when CACHE_INVALIDATION_URLS is set/);
    expect(readEnv({ CACHE_INVALIDATION_URLS: urls, CACHE_INVALIDATION_SECRET: 'a-long-invalidation-secret' }).CACHE_INVALIDATION_URLS).toEqual([
      'http://localhost:4000/cache/invalidate',
      'http://localhost:3000/api/revalidate',
    ]);
    expect(() => readEnv({ CACHE_INVALIDATION_URLS: 'ftp://x', CACHE_INVALIDATION_SECRET: 'a-long-invalidation-secret' })).toThrow(/CACHE_INVALIDATION_URLS/);
  });
});

describe('files environment', () => {
  const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters', ...razorpay };

  it('refuses the development file link secret in production, and an s3 store without its bucket', () => {
    expect(() => readEnv(production)).toThrow(/FILE_URL_SECRET: must be set with NODE_ENV=production/);
    expect(readEnv({ ...production, ...fileLinks }).FILE_URL_MINUTES).toBe(15);
    expect(() => readEnv({ FILE_STORE: 's3', S3_ENDPOINT: 'http://localhost:9000' })).toThrow(/FILE_STORE: s3 needs S3_ENDPOINT, S3_BUCKET/);
  });
});

describe('demo accounts environment', () => {
  const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key', API_STAFF_TOKEN: 'a-long-production-staff-token-of-32-characters', ...razorpay, ...fileLinks };

  it('seeds the demo accounts by default outside production, and not by default in production', () => {
    expect(readEnv({}).API_SEED_DEMO_ACCOUNTS).toBe(true);
    expect(readEnv({ NODE_ENV: 'development' }).API_SEED_DEMO_ACCOUNTS).toBe(true);
    expect(readEnv({ NODE_ENV: 'test' }).API_SEED_DEMO_ACCOUNTS).toBe(true);
    expect(readEnv(production).API_SEED_DEMO_ACCOUNTS).toBe(false);
    expect(readEnv({ ...production, API_SEED_DEMO_ACCOUNTS: '' }).API_SEED_DEMO_ACCOUNTS).toBe(false);
  });

  it('follows API_SEED_DEMO_ACCOUNTS when set, and refuses other values by name', () => {
    expect(readEnv({ API_SEED_DEMO_ACCOUNTS: '0' }).API_SEED_DEMO_ACCOUNTS).toBe(false);
    expect(readEnv({ NODE_ENV: 'development', API_SEED_DEMO_ACCOUNTS: '1' }).API_SEED_DEMO_ACCOUNTS).toBe(true);
    expect(readEnv({ ...production, API_SEED_DEMO_ACCOUNTS: '0' }).API_SEED_DEMO_ACCOUNTS).toBe(false);
    expect(() => readEnv({ API_SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(/API_SEED_DEMO_ACCOUNTS: must be '1' \(on\) or '0' \(off\)/);
  });

  it('refuses API_SEED_DEMO_ACCOUNTS=1 with NODE_ENV=production: their password is published', () => {
    expect(() => readEnv({ ...production, API_SEED_DEMO_ACCOUNTS: '1' })).toThrow(/API_SEED_DEMO_ACCOUNTS: must not be 1 with NODE_ENV=production/);
  });

  it('stops main.ts with the reason and exit code 1 before opening the database', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, ...production, API_SEED_DEMO_ACCOUNTS: '1', API_DATA_DIR: 'memory://', API_PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('API_SEED_DEMO_ACCOUNTS: must not be 1 with NODE_ENV=production');
    expect(result.stderr).not.toContain('Yatra');
    expect(result.stdout).not.toContain('listening');
  });
});
