import { PushClientIsland } from './PushClientIsland';
import { PUSH_CONFIG } from './pushConfig';

/**
 * Mounted once in the shell (a server component): renders nothing, and the browser loads nothing of push, unless
 * NEXT_PUBLIC_FIREBASE_* are set (inlined at build, on the server as in the browser).
 */
export function PushNotifications() {
  return PUSH_CONFIG ? <PushClientIsland config={PUSH_CONFIG} /> : null;
}
