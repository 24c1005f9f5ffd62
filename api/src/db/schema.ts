import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type ItineraryDay = { day: number; title: string; description: string };

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    anotherTitle: text('another_title'),
    classification: text('classification').notNull(),
    description: text('description'),
    image: text('image').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    status: boolean('status').notNull().default(true),
    parentId: text('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_sort_idx').on(t.parentId, t.sortOrder),
    index('categories_lower_title_idx').on(sql`lower(${t.title})`),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'categories_parent_fk' }).onDelete('set null'),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    anotherTitle: text('another_title'),
    titleForApp: text('title_for_app'),
    duration: text('duration').notNull(),
    image: text('image').notNull(),
    tourLabel: text('tour_label'),
    classification: text('classification'),
    isRegistration: boolean('is_registration').notNull().default(false),
    inrPrice: integer('inr_price').notNull(),
    inrPriceSpecial: integer('inr_price_special').notNull(),
    isApplySeatOption: boolean('is_apply_seat_option').notNull().default(false),
    overview: text('overview').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('packages_slug_idx').on(t.slug),
    index('packages_order_idx').on(t.sortOrder, t.title),
    index('packages_lower_title_idx').on(sql`lower(${t.title})`),
  ],
);

/** Membership of a package in categories; position 0 is the package's home category. */
export const packageCategories = pgTable(
  'package_categories',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.categoryId] }),
    index('package_categories_category_idx').on(t.categoryId, t.packageId),
  ],
);

export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    inrPrice: integer('inr_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.position] })],
);

export const passengerTypePrices = pgTable(
  'passenger_type_prices',
  {
    packageId: text('package_id').notNull(),
    pricePosition: integer('price_position').notNull(),
    position: integer('position').notNull(),
    passengerType: text('passenger_type').notNull(),
    inrPrice: integer('inr_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.pricePosition, t.position] }),
    foreignKey({
      columns: [t.packageId, t.pricePosition],
      foreignColumns: [packagePrices.packageId, packagePrices.position],
      name: 'passenger_type_prices_price_fk',
    }).onDelete('cascade'),
  ],
);

export const contentKinds = ['blog', 'news', 'collection'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug),
    index('content_items_kind_published_idx').on(t.kind, t.publishedAt),
    index('content_items_lower_title_idx').on(sql`lower(${t.title})`),
    check('content_items_kind_check', sql`${t.kind} in ('blog', 'news', 'collection')`),
  ],
);

export const trendingKinds = ['packages', 'categories'] as const;
export type TrendingKind = (typeof trendingKinds)[number];

export const trendingLists = pgTable(
  'trending_lists',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<TrendingKind>().notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
  },
  (t) => [check('trending_lists_kind_check', sql`${t.kind} in ('packages', 'categories')`)],
);

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    /** 24 lowercase hex characters, like the catalogue ids. */
    id: text('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    /** E.164, e.g. `+919810012345`. */
    mobile: text('mobile').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Always true since migration 0002: a sign-up waits in `pending_sign_ups` until its OTP is verified. */
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    /** An e-mail belongs to an account only once confirmed: unconfirmed e-mails may repeat. */
    uniqueIndex('users_confirmed_email_idx').on(t.email).where(sql`${t.emailVerified}`),
    index('users_email_idx').on(t.email),
    uniqueIndex('users_mobile_idx').on(t.mobile),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Sign-ups waiting for their mobile OTP. Each submission is its own row (never rewritten by another one);
 * verification turns one row into a `users` row with the same id. Rows past `expires_at` are ignored and
 * deleted by the next sign-up.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    /** 24 lowercase hex characters; becomes the user id. */
    id: text('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    source: text('source'),
    /** The spec's device info objects sent with the sign-up. */
    devices: jsonb('devices').$type<PendingDevice[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_sign_ups_mobile_created_idx').on(t.mobile, t.createdAt),
    index('pending_sign_ups_expires_idx').on(t.expiresAt),
    check('pending_sign_ups_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type PendingDevice = {
  deviceID: string;
  deviceName: (typeof deviceNames)[number];
  modelNo: string;
  operaingSystem: string;
  firebaseToken?: string | null;
  deviceType: (typeof deviceTypes)[number];
};

/** Bearer tokens of signed-in users; only the SHA-256 of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

export const deviceNames = ['samsung', 'iphone', 'pixel', 'redmi', 'windows', 'unknown'] as const;
export const deviceTypes = ['android', 'ios', 'web'] as const;

/** The spec's device info objects, one row per user and deviceID. */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').$type<(typeof deviceNames)[number]>().notNull(),
    modelNo: text('model_no').notNull().default(''),
    operatingSystem: text('operating_system').notNull().default(''),
    firebaseToken: text('firebase_token'),
    deviceType: text('device_type').$type<(typeof deviceTypes)[number]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

export const otpPurposes = ['sign-up', 'sign-in', 'verify-mobile', 'password-reset', 'email-confirmation'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

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

/** Single-use tokens that allow setting a new password after the reset OTP; only the SHA-256 is kept. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/** Every SMS and e-mail the default senders "deliver"; read back by the dev outbox route. */
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
    check('outbox_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);
