import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { decoyPasswordHash, verifyPassword } from './password-hash.ts';
import { findAccountBy, type UserRow } from './users.ts';

export type PasswordSignIn = { user: UserRow; emailUnconfirmed: boolean };

/**
 * The first account that gave this e-mail without confirming it (a later one giving someone's e-mail must not
 * take the hint from its first holder, usually its owner).
 */
async function firstUnconfirmedHolder(db: Db, email: string): Promise<UserRow | undefined> {
  const [holder] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, false)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return holder;
}

/**
 * The account the password signs in, or null. By mobile: that account. By e-mail: the account that
 * confirmed it; when none did, the first account that gave it unconfirmed is checked too, and a match only
 * earns `emailUnconfirmed` (the caller answers a hint, never a session). An unknown account still costs
 * one scrypt (against a decoy hash), as does every other path, so response time does not reveal which
 * e-mails exist or were given at sign-up.
 */
export async function checkPasswordSignIn(db: Db, identity: { email: string } | { mobile: string }, password: string): Promise<PasswordSignIn | null> {
  const account = await findAccountBy(db, identity);
  if (account || !('email' in identity)) {
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
    return account && matches ? { user: account, emailUnconfirmed: false } : null;
  }
  // One scrypt on every path (the first holder, or a decoy), so timing tells apart neither unknown,
  // confirmed nor unconfirmed e-mails.
  const holder = await firstUnconfirmedHolder(db, identity.email);
  const matches = await verifyPassword(password, holder?.passwordHash ?? (await decoyPasswordHash()));
  return holder && matches ? { user: holder, emailUnconfirmed: true } : null;
}
