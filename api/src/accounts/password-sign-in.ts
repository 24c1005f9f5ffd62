import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { decoyPasswordHash, verifyPassword } from './password-hash.ts';
import { findAccountBy, type UserRow } from './users.ts';

/** How many accounts that gave one e-mail unconfirmed a sign-in tries the password against (for the hint). */
const MAX_UNCONFIRMED_HOLDERS = 3;

export type PasswordSignIn = { user: UserRow; emailUnconfirmed: boolean };

async function unconfirmedHolders(db: Db, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, false)))
    .orderBy(desc(users.createdAt))
    .limit(MAX_UNCONFIRMED_HOLDERS);
}

/**
 * The account the password signs in, or null. By mobile: that account. By e-mail: the account that
 * confirmed it; when none did, the accounts that gave it unconfirmed are checked too, and a match only
 * earns `emailUnconfirmed` (the caller answers a hint, never a session). An unknown account still costs
 * one scrypt (against a decoy hash), so response time does not reveal which e-mails exist.
 */
export async function checkPasswordSignIn(db: Db, identity: { email: string } | { mobile: string }, password: string): Promise<PasswordSignIn | null> {
  const account = await findAccountBy(db, identity);
  if (account || !('email' in identity)) {
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
    return account && matches ? { user: account, emailUnconfirmed: false } : null;
  }
  const holders = await unconfirmedHolders(db, identity.email);
  if (holders.length === 0) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  for (const holder of holders) {
    if (await verifyPassword(password, holder.passwordHash)) return { user: holder, emailUnconfirmed: true };
  }
  return null;
}
