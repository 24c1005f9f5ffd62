'use client';

import dynamic from 'next/dynamic';
import { PUSH_CONFIG } from './pushConfig';

/** The firebase SDK and everything else of push: fetched only when the configuration is present. */
const PushClient = dynamic(() => import('./PushClient').then((module) => module.PushClient), { ssr: false });

/** Mounted once in the shell: renders nothing, and loads nothing, unless NEXT_PUBLIC_FIREBASE_* are set. */
export function PushNotifications() {
  return PUSH_CONFIG ? <PushClient config={PUSH_CONFIG} /> : null;
}
