import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageChannel } from './messaging.ts';

/** One-time codes of every purpose (src/otp/). */
export const otpPurposes = ['sign-up', 'sign-in', 'verify-mobile', 'password-reset', 'email-confirmation'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** E.164 mobile or lower-case e-mail. */
    recipient: text('recipient').notNull(),
    /** What the code is bound to besides its recipient (a pending sign-up's id), or null. */
    subject: text('subject'),
    /** The limits key of the client that asked (IPv4, or an IPv6 /64): the hourly cap counts per client too. */
    clientIp: text('client_ip'),
    /** HMAC-SHA256 of purpose, recipient, subject and code under API_OTP_SECRET, hex. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when used, or when a newer code replaced it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_codes_recipient_purpose_created_idx').on(t.recipient, t.purpose, t.createdAt),
    check('otp_codes_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);
