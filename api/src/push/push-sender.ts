import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/messaging.ts';

/** One notification to one device token (a firebase registration token). */
export type PushMessage = { token: string; title: string; body: string; data?: Record<string, string> };

/** `gone`: the provider says the token is no longer registered; the caller forgets it. */
export type PushResult = { token: string; outcome: 'sent' | 'gone' | 'failed' };

/**
 * The push delivery seam. `db` is the caller's transaction, so a sender that records (the outbox) commits or
 * rolls back with it; a sender that calls out (FCM) only reads it.
 */
export interface PushSender {
  send(message: PushMessage, db: Db): Promise<PushResult>;
}

/** The default: a row in `outbox` (channel `push`, recipient the token) and one log line; readable in the dev outbox. */
export function outboxPushSender(now: () => Date, log: (line: string) => void = (line) => console.log(line)): PushSender {
  return {
    async send(message, db) {
      const body = JSON.stringify({ title: message.title, body: message.body, data: message.data ?? {} });
      await db.insert(outbox).values({ channel: 'push', recipient: message.token, body, createdAt: now() });
      log(`outbox: push to …${message.token.slice(-6)} queued`);
      return { token: message.token, outcome: 'sent' };
    },
  };
}
