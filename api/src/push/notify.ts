import type { Db } from '../db/client.ts';
import { forgetPushToken, pushTokensOf } from './devices.ts';
import type { PushSender } from './push-sender.ts';

export type Notification = { title: string; body: string; data?: Record<string, string> };

/** Sends a notification to every device of the user that registered a push token; a token gone is forgotten. */
export async function notifyUser(db: Db, sender: PushSender, userId: string, notification: Notification): Promise<void> {
  for (const token of await pushTokensOf(db, userId)) {
    const result = await sender.send({ token, ...notification }, db);
    if (result.outcome === 'gone') await forgetPushToken(db, userId, token);
  }
}

/**
 * Runs a notification after the commit that made its cause, never awaited by the caller's answer: a slow or
 * failing sender (FCM down) neither delays nor fails it, and only logs.
 */
export function notifyInBackground(work: () => Promise<void>, error: (...args: unknown[]) => void): void {
  void work().catch((cause: unknown) => error('push notification failed:', cause));
}

/** The first use: an order's payment succeeded (sent after the settling transaction committed). */
export const orderPaidNotification = (order: { reference: string; packageTitle: string; orderId: string }): Notification => ({
  title: 'Booking confirmed',
  body: `Your payment for ${order.packageTitle} was received. Booking ${order.reference}.`,
  data: { kind: 'order-paid', orderId: order.orderId, path: '/profile#booking' },
});
