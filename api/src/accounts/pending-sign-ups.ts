import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pendingSignUps, users } from '../db/schema/accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { Phone } from '../phone/phone.ts';
import { upsertDevices } from './devices.ts';
import { MSG } from './messages.ts';
import type { DeviceInfo } from './schemas.ts';
import { newObjectId } from './secrets.ts';
import { emailTakenByAnother, findUserBy, type UserRow } from './users.ts';

/** How long a sign-up waits for its OTP before it is ignored (and deleted by a later sign-up). */
export const PENDING_SIGN_UP_TTL_MS = 24 * 3_600_000;

export type PendingSignUp = typeof pendingSignUps.$inferSelect;
export type SignUpForm = { email: string; passwordHash: string; phone: Phone; source: string | null; devices: DeviceInfo[] };

/** The OTP target of one pending sign-up: its mobile, bound to its id. */
export const signUpOtpTarget = (pending: Pick<PendingSignUp, 'id' | 'mobile'>) =>
  ({ purpose: 'sign-up', recipient: pending.mobile, subject: pending.id }) as const;

/**
 * 409 when a verified account holds the mobile or has confirmed the e-mail. An unconfirmed e-mail of
 * another account blocks nobody.
 */
export async function assertFreeForSignUp(db: Db, fields: { email: string; mobile: string }, exceptUserId: string | null = null) {
  if (await emailTakenByAnother(db, fields.email, exceptUserId)) throw new ApiError(409, MSG.emailTaken);
  const holder = await findUserBy(db, { mobile: fields.mobile });
  if (holder && holder.id !== exceptUserId) throw new ApiError(409, MSG.mobileTaken);
}

/** A new pending record per submission: never rewrites another one. Deletes expired records first. */
export async function insertPendingSignUp(tx: Db, form: SignUpForm, now: Date): Promise<PendingSignUp> {
  await tx.delete(pendingSignUps).where(lte(pendingSignUps.expiresAt, now));
  const [pending] = await tx
    .insert(pendingSignUps)
    .values({
      id: newObjectId(),
      email: form.email,
      mobile: form.phone.e164,
      passwordHash: form.passwordHash,
      source: form.source,
      devices: form.devices,
      expiresAt: new Date(now.getTime() + PENDING_SIGN_UP_TTL_MS),
      createdAt: now,
    })
    .returning();
  if (!pending) throw new Error('sign-up wrote no pending row');
  return pending;
}

/** A pending sign-up that has not expired, by id (`for update`: one verification at a time). */
export async function findLivePendingSignUp(db: Db, id: string, now: Date): Promise<PendingSignUp | undefined> {
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.id, id), gt(pendingSignUps.expiresAt, now)))
    .limit(1)
    .for('update');
  return pending;
}

/** The newest live pending sign-up of a mobile (what `send-opt` resends for when no id is given). */
export async function newestLivePendingSignUp(db: Db, mobile: string, now: Date): Promise<PendingSignUp | undefined> {
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.mobile, mobile), gt(pendingSignUps.expiresAt, now)))
    .orderBy(desc(pendingSignUps.createdAt))
    .limit(1);
  return pending;
}

/**
 * Turns a verified pending sign-up into the account (same id, e-mail unconfirmed), in the caller's
 * transaction; other pending sign-ups of that mobile can never verify now and are deleted. A concurrent
 * verification of the same mobile loses on the `users_mobile_idx` unique index.
 */
export async function promotePendingSignUp(tx: Db, pending: PendingSignUp, devices: DeviceInfo[], now: Date): Promise<UserRow> {
  await assertFreeForSignUp(tx, pending);
  const [user] = await tx
    .insert(users)
    .values({
      id: pending.id,
      email: pending.email,
      mobile: pending.mobile,
      passwordHash: pending.passwordHash,
      source: pending.source,
      emailVerified: false,
      mobileVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('verification wrote no user row');
  await tx.delete(pendingSignUps).where(eq(pendingSignUps.mobile, pending.mobile));
  await upsertDevices(tx, user.id, [...pending.devices, ...devices], now);
  return user;
}
