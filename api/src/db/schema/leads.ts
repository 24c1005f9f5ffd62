import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a lead event reports: a verified enquiry (every kind), or a newsletter subscription. */
export const LEAD_EVENT_TYPES = ['enquiry.verified', 'subscriber.subscribed'] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/**
 * The leads outbox (src/leads/): one row per verified lead, written in the same transaction as the lead, for a
 * CRM integration to consume. The optional webhook sender (LEADS_WEBHOOK_URL) delivers each row once, with
 * retries and backoff; `deliveredAt` set means a 2xx was received.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<LeadEventType>().notNull(),
    /** The enquiry or subscriber id the event is about. */
    subjectId: text('subject_id').notNull(),
    /** The JSON the webhook posts (the lead's fields in the REST names). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Failed deliveries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant (backoff after a failure); null = now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A sender claimed the row until then (so two senders never post it at once). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_events_type_subject_idx').on(t.type, t.subjectId),
    index('lead_events_pending_idx').on(t.deliveredAt, t.nextAttemptAt),
    check('lead_events_type_check', sql`${t.type} in ('enquiry.verified', 'subscriber.subscribed')`),
  ],
);

/** Newsletter and channel subscribers (`POST /subscriber/subscribe`); one row per e-mail and category. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: text('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** E.164 when given. */
    mobile: text('mobile'),
    /** What they subscribed to, e.g. `newsletter` (spec `category`). */
    category: text('category').notNull(),
    source: text('source').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscribers_email_category_idx').on(t.email, t.category)],
);
