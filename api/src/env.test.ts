import { describe, expect, it } from 'vitest';
import { DEV_OTP_SECRET, envWarnings, readEnv } from './env.ts';

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

  it('warns only when production runs on the default OTP secret', () => {
    expect(envWarnings(readEnv({ NODE_ENV: 'production' })).join()).toContain('API_OTP_SECRET');
    expect(envWarnings(readEnv({ NODE_ENV: 'production', API_OTP_SECRET: 'a-long-production-secret' }))).toEqual([]);
    expect(envWarnings(readEnv({}))).toEqual([]);
  });
});
