import type { Db } from '../db/client.ts';
import { scheduleWebhookSender, type WebhookSchedule } from './webhook-schedule.ts';
import { createWebhookSender } from './webhook-sender.ts';

/**
 * Starts the leads webhook of the environment's settings (env.ts `leadsWebhookFromEnv`), or nothing when they are
 * null (LEADS_WEBHOOK_URL unset): the events then only accumulate in `lead_events`.
 */
export function startLeadsWebhook(db: Db, settings: { url: string; secret: string; intervalMs: number } | null, log: (line: string) => void): WebhookSchedule | undefined {
  if (!settings) return undefined;
  log(`leads webhook posting to ${new URL(settings.url).origin} every ${settings.intervalMs / 1000} s`);
  return scheduleWebhookSender(createWebhookSender({ db, url: settings.url, secret: settings.secret, now: () => new Date() }), { intervalMs: settings.intervalMs });
}
