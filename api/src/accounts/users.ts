import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { phoneFromE164 } from '../phone/phone.ts';
import { MSG } from './messages.ts';
import { callerId } from './route-support.ts';
import type { UserProfile } from './schemas.ts';

export type UserRow = typeof users.$inferSelect;

export function toProfile(user: UserRow): UserProfile {
  const phone = phoneFromE164(user.mobile);
  return {
    _id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobile: phone.mobile,
    countrycode: phone.countrycode,
    emailVerified: user.emailVerified,
    mobileVerified: user.mobileVerified,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserBy(db: Db, where: { id: string } | { mobile: string }): Promise<UserRow | undefined> {
  const condition = 'id' in where ? eq(users.id, where.id) : eq(users.mobile, where.mobile);
  const [user] = await db.select().from(users).where(condition).limit(1);
  return user;
}

/**
 * The account an e-mail or a mobile number identifies. A mobile is always the account's (verified at
 * sign-up); an e-mail only once the account confirmed it: an unconfirmed e-mail identifies nobody.
 */
export async function findAccountBy(db: Db, where: { email: string } | { mobile: string }): Promise<UserRow | undefined> {
  if ('mobile' in where) return findUserBy(db, where);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, where.email), eq(users.emailVerified, true)))
    .limit(1);
  return user;
}

/** True when an account other than `exceptUserId` has confirmed this e-mail (it is theirs). */
export async function emailTakenByAnother(db: Db, email: string, exceptUserId: string | null): Promise<boolean> {
  const holder = await findAccountBy(db, { email });
  return holder !== undefined && holder.id !== exceptUserId;
}

/** The user's mobile (E.164) once confirmed by OTP, else null: what the enquiries domain takes as a proven number. */
export async function verifiedMobileOf(db: Db, userId: string): Promise<string | null> {
  const user = await findUserBy(db, { id: userId });
  return user?.mobileVerified ? user.mobile : null;
}

/**
 * The caller's own row: the one read with their token (accounts/sessions.ts), else read now (a principal made
 * elsewhere). It is the row as the request found it: a route that changes it answers what its update returned.
 * A token whose user is gone is treated as signed out.
 */
export async function loadCaller(db: Db, c: Context<AppEnv>): Promise<UserRow> {
  const userId = callerId(c);
  const principal = c.get('principal');
  const account = (principal.kind === 'user' ? (principal.account as UserRow | undefined) : undefined) ?? (await findUserBy(db, { id: userId }));
  if (!account) throw new ApiError(401, MSG.signInRequired);
  return account;
}
