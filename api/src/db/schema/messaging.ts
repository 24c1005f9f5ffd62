import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Delivery channels and the outbox the default senders write to (src/messaging/). */
export const messageChannels = ['sms', 'email', 'push'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Every SMS, e-mail and push notification the default senders "deliver"; read back by the dev outbox route. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outbox_recipient_created_idx').on(t.recipient, t.createdAt),
    check('outbox_channel_check', sql`${t.channel} in ('sms', 'email', 'push')`),
  ],
);
