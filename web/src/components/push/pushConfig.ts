/** The firebase web app of the site (NEXT_PUBLIC_FIREBASE_*, inlined at build); push is off without all of them. */
export type PushConfig = { apiKey: string; projectId: string; messagingSenderId: string; appId: string; vapidKey: string };

type Env = Record<string, string | undefined>;

/** The configuration when every variable is set, else null: then nothing of push loads. */
export function pushConfigFrom(env: Env): PushConfig | null {
  const config = {
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    messagingSenderId: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
    vapidKey: env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  };
  return Object.values(config).every((value) => typeof value === 'string' && value.length > 0) ? (config as PushConfig) : null;
}

// Spelled out one by one: Next inlines only literal `process.env.NEXT_PUBLIC_…` reads.
export const PUSH_CONFIG = pushConfigFrom({
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
});
