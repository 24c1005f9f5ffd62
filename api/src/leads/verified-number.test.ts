import { describe, expect, it } from 'vitest';
import { isVerifiedNumberToken, issueVerifiedNumberToken, VERIFIED_NUMBER_TTL_MS } from './verified-number.ts';

const SECRET = 'a-test-otp-secret-of-some-length';
const NUMBER = '+919810012345';
const now = new Date(Date.UTC(2026, 10, 23, 12));

describe('verified-number tokens', () => {
  it('refuse an expiry further away than one lifetime, even when signed with the right key', () => {
    const later = new Date(now.getTime() + VERIFIED_NUMBER_TTL_MS);
    const fromTheFuture = issueVerifiedNumberToken(SECRET, NUMBER, later);
    expect(isVerifiedNumberToken(SECRET, fromTheFuture, NUMBER, now)).toBe(false);
    expect(isVerifiedNumberToken(SECRET, fromTheFuture, NUMBER, new Date(later.getTime() + 1))).toBe(true);
  });

  it('prove the number they were issued for until they expire', () => {
    const token = issueVerifiedNumberToken(SECRET, NUMBER, now);
    expect(isVerifiedNumberToken(SECRET, token, NUMBER, now)).toBe(true);
    expect(isVerifiedNumberToken(SECRET, token, NUMBER, new Date(now.getTime() + VERIFIED_NUMBER_TTL_MS - 1))).toBe(true);
    expect(isVerifiedNumberToken(SECRET, token, NUMBER, new Date(now.getTime() + VERIFIED_NUMBER_TTL_MS))).toBe(false);
  });

  it('prove nothing for another number, another secret, a changed expiry or garbage', () => {
    const token = issueVerifiedNumberToken(SECRET, NUMBER, now);
    expect(isVerifiedNumberToken(SECRET, token, '+919810012346', now)).toBe(false);
    expect(isVerifiedNumberToken(`${SECRET}x`, token, NUMBER, now)).toBe(false);
    const [version, expires, mac] = token.split('.');
    expect(version).toBe('v1');
    expect(isVerifiedNumberToken(SECRET, `v1.${Number(expires) + 1}.${mac}`, NUMBER, now)).toBe(false);
    for (const garbage of [undefined, '', 'x', `v1.${expires}.`, `v1.${expires}.${'0'.repeat(64)}`, `v2.${expires}.${mac}`, `${expires}.${mac}`]) {
      expect(isVerifiedNumberToken(SECRET, garbage, NUMBER, now)).toBe(false);
    }
  });
});
