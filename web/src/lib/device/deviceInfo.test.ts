import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceInfo, setFirebaseToken } from './deviceInfo';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('getDeviceInfo', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    vi.stubGlobal('navigator', { userAgent: iphone });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setFirebaseToken(null);
  });

  it('describes the browser as a web device parsed from its user agent', () => {
    expect(getDeviceInfo()).toMatchObject({
      deviceName: 'iphone',
      modelNo: 'iPhone',
      operaingSystem: 'iOS 17.4',
      firebaseToken: null,
      deviceType: 'web',
    });
  });

  it('keeps the same device id across calls', () => {
    const first = getDeviceInfo().deviceID;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceInfo().deviceID).toBe(first);
  });

  it('still returns an id when storage is blocked', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(getDeviceInfo().deviceID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the push token once one is set', () => {
    setFirebaseToken('push-token');
    expect(getDeviceInfo().firebaseToken).toBe('push-token');
  });
});
