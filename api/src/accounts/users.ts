import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { MSG } from './messages.ts';
import { phoneFromE164 } from './phone.ts';
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
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserBy(db: Db, where: { id: string } | { email: string } | { mobile: string }): Promise<UserRow | undefined> {
  const condition = 'id' in where ? eq(users.id, where.id) : 'email' in where ? eq(users.email, where.email) : eq(users.mobile, where.mobile);
  const [user] = await db.select().from(users).where(condition).limit(1);
  return user;
}

/** A verified account (its mobile confirmed at sign-up); pending sign-ups are not accounts yet. */
export async function findAccountBy(db: Db, where: { email: string } | { mobile: string }): Promise<UserRow | undefined> {
  const user = await findUserBy(db, where);
  return user?.mobileVerified ? user : undefined;
}

/** The caller's own row; a token whose user is gone is treated as signed out. */
export async function loadCaller(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserBy(db, { id: userId });
  if (!user) throw new ApiError(401, MSG.signInRequired);
  return user;
}
