import { describe, expect, it } from 'vitest';
import { DEV_API_PROXY_KEY, DEV_OTP_SECRET, envWarnings, limitsFromEnv, readEnv } from './env.ts';
import { DEFAULT_LIMITS } from './limits/policy.ts';

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

  it('warns only when production runs on the default OTP secret or proxy key', () => {
    const production = { NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret', API_PROXY_KEY: 'a-long-production-proxy-key' };
    expect(envWarnings(readEnv({ NODE_ENV: 'production' })).join()).toContain('API_OTP_SECRET');
    expect(envWarnings(readEnv({ ...production, API_PROXY_KEY: undefined })).join()).toContain('API_PROXY_KEY');
    expect(envWarnings(readEnv(production))).toEqual([]);
    expect(envWarnings(readEnv({}))).toEqual([]);
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
