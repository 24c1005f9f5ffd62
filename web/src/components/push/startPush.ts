import type { PushConfig } from './pushConfig';
import { alertOf, type PushAlertMessage } from './pushMessage';

/** The service worker that shows background messages (public/push-sw.js); it has no firebase SDK of its own. */
export const PUSH_SERVICE_WORKER_URL = '/push-sw.js';

/** What push needs from the browser and from firebase: real ones in `PushClient`, fakes in the tests. */
export type PushDeps = {
  isSupported: () => Promise<boolean>;
  requestPermission: () => Promise<NotificationPermission>;
  registerServiceWorker: (url: string) => Promise<ServiceWorkerRegistration>;
  getToken: (config: PushConfig, registration: ServiceWorkerRegistration) => Promise<string>;
  /** Foreground messages: firebase's `onMessage` and the service worker's forwards. */
  onForegroundMessage: (config: PushConfig, handler: (payload: Parameters<typeof alertOf>[0]) => void) => void;
};

export type PushStart = { status: 'unsupported' | 'denied' } | { status: 'granted'; token: string };

/**
 * Spec §2: asks for permission at start; when granted, registers the service worker, gets this browser's
 * firebase token and shows foreground messages as alerts (title and body). Never throws: push is a bonus.
 */
export async function startPush(config: PushConfig, onAlert: (message: PushAlertMessage) => void, deps: PushDeps): Promise<PushStart> {
  try {
    if (!(await deps.isSupported())) return { status: 'unsupported' };
    if ((await deps.requestPermission()) !== 'granted') return { status: 'denied' };
    const registration = await deps.registerServiceWorker(PUSH_SERVICE_WORKER_URL);
    const token = await deps.getToken(config, registration);
    deps.onForegroundMessage(config, (payload) => {
      const alert = alertOf(payload);
      if (alert) onAlert(alert);
    });
    return { status: 'granted', token };
  } catch (error) {
    console.warn('Push notifications are unavailable', error);
    return { status: 'unsupported' };
  }
}
