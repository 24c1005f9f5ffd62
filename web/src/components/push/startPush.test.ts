import { describe, expect, it, vi } from 'vitest';
import type { PushConfig } from './pushConfig';
import { pushConfigFrom } from './pushConfig';
import { startPush, type PushDeps } from './startPush';

const CONFIG: PushConfig = { apiKey: 'key', projectId: 'pilgrim-yatra', messagingSenderId: '123', appId: '1:123:web:abc', vapidKey: 'BPvapid' };
const REGISTRATION = { scope: '/' } as ServiceWorkerRegistration;

/** Fake browser and firebase: records what push asked for; `deliver` plays a foreground message. */
function fakeDeps(permission: NotificationPermission, supported = true) {
  let deliver: (payload: unknown) => void = () => undefined;
  const deps = {
    isSupported: vi.fn(async () => supported),
    requestPermission: vi.fn(async () => permission),
    registerServiceWorker: vi.fn(async () => REGISTRATION),
    getToken: vi.fn(async () => 'fcm-token-1'),
    onForegroundMessage: vi.fn((_config: PushConfig, handler: (payload: never) => void) => {
      deliver = handler as (payload: unknown) => void;
    }),
  } satisfies PushDeps;
  return { deps, deliver: (payload: unknown) => deliver(payload) };
}

describe('startPush', () => {
  it('asks permission at start, registers the service worker and gets the token with the VAPID key', async () => {
    const { deps } = fakeDeps('granted');
    expect(await startPush(CONFIG, () => undefined, deps)).toEqual({ status: 'granted', token: 'fcm-token-1' });
    expect(deps.requestPermission).toHaveBeenCalledTimes(1);
    expect(deps.registerServiceWorker).toHaveBeenCalledWith('/push-sw.js');
    expect(deps.getToken).toHaveBeenCalledWith(CONFIG, REGISTRATION);
  });

  it('shows a foreground message as an alert with its title and body', async () => {
    const { deps, deliver } = fakeDeps('granted');
    const alerts: unknown[] = [];
    await startPush(CONFIG, (alert) => alerts.push(alert), deps);
    deliver({ notification: { title: 'Booking confirmed', body: 'Booking PT-2026-000001.' } });
    deliver({ data: { kind: 'silent' } });
    expect(alerts).toEqual([{ title: 'Booking confirmed', body: 'Booking PT-2026-000001.' }]);
  });

  it('does nothing more when permission is refused or push is unsupported', async () => {
    const denied = fakeDeps('denied');
    expect(await startPush(CONFIG, () => undefined, denied.deps)).toEqual({ status: 'denied' });
    expect(denied.deps.registerServiceWorker).not.toHaveBeenCalled();
    const unsupported = fakeDeps('granted', false);
    expect(await startPush(CONFIG, () => undefined, unsupported.deps)).toEqual({ status: 'unsupported' });
    expect(unsupported.deps.requestPermission).not.toHaveBeenCalled();
  });

  it('turns a failing token request into "unsupported", never an error', async () => {
    const { deps } = fakeDeps('granted');
    deps.getToken.mockRejectedValueOnce(new Error('messaging/token-subscribe-failed'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startPush(CONFIG, () => undefined, deps)).toEqual({ status: 'unsupported' });
  });
});

describe('pushConfigFrom', () => {
  it('is null unless every NEXT_PUBLIC_FIREBASE_* variable is set', () => {
    const env = { NEXT_PUBLIC_FIREBASE_API_KEY: 'key', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'p', NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1', NEXT_PUBLIC_FIREBASE_APP_ID: 'a', NEXT_PUBLIC_FIREBASE_VAPID_KEY: 'v' };
    expect(pushConfigFrom(env)).toEqual({ apiKey: 'key', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' });
    expect(pushConfigFrom({ ...env, NEXT_PUBLIC_FIREBASE_VAPID_KEY: '' })).toBeNull();
    expect(pushConfigFrom({})).toBeNull();
  });
});
