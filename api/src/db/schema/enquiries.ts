import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { zoomSessions } from './zoom-sessions.ts';

/**
 * The enquiry forms of spec §1/§3: get-a-call popup, request for price, quick enquiry, footer form, and a
 * Zoom session sign-up (a lead like the others: names, e-mail, a mobile confirmed by OTP).
 */
export const ENQUIRY_KINDS = ['call', 'price', 'quick', 'footer', 'zoom'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** A package an enquiry names (spec §3 `packagelist` items), its title as it was when asked. */
export type EnquiryPackage = { packageid: string; packagename: string };

/**
 * Leads from the enquiry forms (REST `POST /enquiry/call`, `/enquiry/create`, `/enquiry/verify`, written by the
 * lead-capture work) and what `GET /user/enquiry` lists. A visitor's enquiry has no user: it is listed to the
 * account whose mobile number it carries once that number was verified by OTP.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    /** 24 lowercase hex characters, like every other id. */
    id: text('id').primaryKey(),
    /** The signed-in user who sent it; null for a visitor (kept when the account goes: the lead stays). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    /** Null for a call-back request, which asks only for the number. */
    name: text('name'),
    /** E.164 (the dial code included), e.g. `+919810012345`. */
    mobile: text('mobile').notNull(),
    /** Trimmed and lower-cased, when given. */
    email: text('email'),
    /** The packages asked about (at most 3 from the forms), ids and titles. */
    packages: jsonb('packages').$type<EnquiryPackage[]>().notNull().default([]),
    /** The person count as the forms offer it: `1`…`10`, `11-20`, `21-40`, `40+`. */
    persons: text('persons'),
    comment: text('comment'),
    /** The page the form was sent from (spec `pagessourcelink`). */
    pagesSourceLink: text('pages_source_link'),
    /** `web`, `android`, `ios`. */
    source: text('source'),
    /** True once the mobile number was confirmed by OTP (spec `otpverified`). */
    verified: boolean('verified').notNull().default(false),
    /** When the OTP confirmed it; null while unverified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The client IP that sent it (`c.var.clientIp`), for abuse review. */
    clientIp: text('client_ip'),
    /** The session a `zoom` sign-up is for; null for every other kind. */
    zoomSessionId: text('zoom_session_id').references(() => zoomSessions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiries_user_created_idx').on(t.userId, t.createdAt),
    index('enquiries_mobile_created_idx').on(t.mobile, t.createdAt),
    index('enquiries_zoom_session_idx').on(t.zoomSessionId),
    check('enquiries_kind_check', sql`${t.kind} in ('call', 'price', 'quick', 'footer', 'zoom')`),
    check('enquiries_zoom_session_check', sql`(${t.kind} = 'zoom') = (${t.zoomSessionId} is not null)`),
  ],
);
