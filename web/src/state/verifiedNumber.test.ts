import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberVerifiedNumber, VERIFIED_NUMBER_KEY, verifiedNumberTokenFor } from './verifiedNumber';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) } });
});
afterEach(() => vi.unstubAllGlobals());

describe('verified number', () => {
  it('answers the token only for the number it was earned for', () => {
    rememberVerifiedNumber({ mobile: '9810012345', countryCode: '+91', token: 'proof' });
    expect(verifiedNumberTokenFor('9810012345', '+91')).toBe('proof');
    expect(verifiedNumberTokenFor('9810012346', '+91')).toBeUndefined();
    expect(verifiedNumberTokenFor('9810012345', '+977')).toBeUndefined();
  });

  it('keeps only the last number proven', () => {
    rememberVerifiedNumber({ mobile: '9810012345', countryCode: '+91', token: 'first' });
    rememberVerifiedNumber({ mobile: '9810099999', countryCode: '+91', token: 'second' });
    expect(verifiedNumberTokenFor('9810012345', '+91')).toBeUndefined();
    expect(verifiedNumberTokenFor('9810099999', '+91')).toBe('second');
  });

  it('reads garbage in storage as no token', () => {
    for (const garbage of ['not json', '{"mobile":1}', 'null', '[]']) {
      window.localStorage.setItem(VERIFIED_NUMBER_KEY, garbage);
      expect(verifiedNumberTokenFor('9810012345', '+91')).toBeUndefined();
    }
  });
});
