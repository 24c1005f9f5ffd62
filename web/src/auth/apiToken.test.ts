import { describe, expect, it } from 'vitest';
import { bearerAuthorization, usableApiToken } from './apiToken';

const now = new Date('2026-01-10T00:00:00.000Z');

describe('usableApiToken', () => {
  it('returns the token before its expiry', () => {
    expect(usableApiToken({ apiToken: 't', apiTokenExpiresAt: '2026-02-01T00:00:00.000Z' }, now)).toBe('t');
  });

  it('returns undefined at or after expiry, or without a token', () => {
    expect(usableApiToken({ apiToken: 't', apiTokenExpiresAt: '2026-01-10T00:00:00.000Z' }, now)).toBeUndefined();
    expect(usableApiToken({ apiToken: 't', apiTokenExpiresAt: 'garbage' }, now)).toBeUndefined();
    expect(usableApiToken({ sub: 'u-1' }, now)).toBeUndefined();
    expect(usableApiToken(null, now)).toBeUndefined();
  });
});

describe('bearerAuthorization', () => {
  it('prefixes a token with Bearer and leaves a missing one missing', () => {
    expect(bearerAuthorization('abc')).toBe('Bearer abc');
    expect(bearerAuthorization(undefined)).toBeUndefined();
  });
});
