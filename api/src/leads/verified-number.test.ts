import { describe, expect, it } from 'vitest';
import { isVerifiedNumberToken, issueVerifiedNumberToken, VERIFIED_NUMBER_TTL_MS } from './verified-number.ts';

const SECRET = 'a-test-otp-secret-of-some-length';
const NUMBER = '+919810012345';
const now = new Date(Date.UTC(2026, 10, 23, 12));

describe('verified-number tokens', () => {
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
    const [expires, mac] = token.split('.');
    expect(isVerifiedNumberToken(SECRET, `${Number(expires) + 1}.${mac}`, NUMBER, now)).toBe(false);
    for (const garbage of [undefined, '', 'x', `${expires}.`, `${expires}.${'0'.repeat(64)}`]) {
      expect(isVerifiedNumberToken(SECRET, garbage, NUMBER, now)).toBe(false);
    }
  });
});
