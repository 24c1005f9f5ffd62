import { getApp, getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging';
import type { PushConfig } from './pushConfig';
import type { PushDeps } from './startPush';

const appOf = (config: PushConfig) => (getApps().length ? getApp() : initializeApp({ apiKey: config.apiKey, projectId: config.projectId, messagingSenderId: config.messagingSenderId, appId: config.appId }));

/** The browser's and firebase's side of `startPush` (this module, and with it the SDK, loads only with a config). */
export const firebaseDeps: PushDeps = {
  isSupported: async () => 'Notification' in window && 'serviceWorker' in navigator && (await isSupported()),
  requestPermission: () => Notification.requestPermission(),
  registerServiceWorker: (url) => navigator.serviceWorker.register(url),
  getToken: (config, registration) => getToken(getMessaging(appOf(config)), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration }),
  onForegroundMessage: (config, handler) => {
    onMessage(getMessaging(appOf(config)), handler);
    // The service worker forwards a message to a visible page instead of showing it (public/push-sw.js).
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; payload?: Parameters<typeof handler>[0] }>) => {
      if (event.data?.type === 'pilgrim-push') handler(event.data.payload);
    });
  },
};
