import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userRoles = ['customer', 'employee'] as const;

/** Accounts: verified users, pending sign-ups, user tokens, devices and reset tokens. */
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
    /** `customer` (everyone who signs up) or `employee` (seeded or set by staff): employee routes need the latter. */
    role: text('role').$type<(typeof userRoles)[number]>().notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('customer', 'employee')`),
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
  // A push token is one installed app's: a sign-in or a registration with it clears it from every other row (push/devices.ts).
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] }), index('user_devices_firebase_token_idx').on(t.firebaseToken).where(sql`${t.firebaseToken} is not null`)],
);

/**
 * The clients (limits key: IPv4, or an IPv6 /64) an account signed in from, or proved its mobile from at sign-up:
 * sign-in codes they ask for are counted under their own cap only, so strangers cannot use up the owner's
 * (docs/security.md §31; src/accounts/sign-in-clients.ts).
 */
export const signInClients = pgTable(
  'sign_in_clients',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientKey] })],
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
