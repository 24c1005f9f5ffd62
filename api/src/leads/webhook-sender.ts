import type { Db } from '../db/client.ts';
import { claimDueEvents, markDelivered, markFailed } from './outbox.ts';
import { webhookBackoffMs } from './webhook-backoff.ts';
import { postLeadEvent } from './webhook-post.ts';

export type WebhookLogger = { error: (...args: unknown[]) => void };

export type WebhookSenderOptions = {
  db: Db;
  url: string;
  secret: string;
  now: () => Date;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Failed posts after which an event is given up: it stays undelivered with its last error (default 12). */
  maxAttempts?: number;
  /** Events claimed and posted together (default 10). */
  batchSize?: number;
  /** The jitter's randomness (default Math.random). */
  random?: () => number;
  logger?: WebhookLogger;
};

export type WebhookSender = {
  /** Posts every due event (batch after batch) once; answers how many were delivered and how many failed. */
  runOnce(): Promise<{ delivered: number; failed: number }>;
};

/**
 * The leads outbox's webhook sender (api/README.md "Lead events and the webhook"): claims due events under a
 * lease, posts each signed, marks a 2xx delivered, and backs off after any other answer or a timeout.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { db, now } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const batchSize = options.batchSize ?? 10;
  const logger = options.logger ?? console;
  // The lease outlasts the slowest post of a batch, so a row is never claimed again while it is being posted.
  const leaseMs = timeoutMs * 2 + 30_000;

  return {
    async runOnce() {
      const counts = { delivered: 0, failed: 0 };
      for (;;) {
        const claimed = await claimDueEvents(db, { now: now(), leasedUntil: new Date(now().getTime() + leaseMs), limit: batchSize, maxAttempts });
        await Promise.all(
          claimed.map(async (event) => {
            const outcome = await postLeadEvent(event, { url: options.url, secret: options.secret, timeoutMs });
            if (outcome.delivered) {
              counts.delivered += 1;
              return markDelivered(db, event, now());
            }
            counts.failed += 1;
            const failures = event.attempts + 1;
            if (failures >= maxAttempts) logger.error(`lead event ${event.id} (${event.type}) not delivered after ${failures} attempts, giving up: ${outcome.error}`);
            return markFailed(db, event, { error: outcome.error, nextAttemptAt: new Date(now().getTime() + webhookBackoffMs(failures, options.random)) });
          }),
        );
        if (claimed.length < batchSize) return counts;
      }
    },
  };
}
