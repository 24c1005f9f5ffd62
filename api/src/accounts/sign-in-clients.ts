import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInClients } from '../db/schema/accounts.ts';
import { UNKNOWN_IP } from '../limits/client-ip.ts';

/** How long a sign-in makes its client the owner's, and how many clients an account keeps (newest first). */
export const SIGN_IN_CLIENTS = { trustedForMs: 90 * 24 * 3_600_000, keptPerUser: 20 } as const;

/**
 * Remembers that the account proved itself from this client (a sign-in, or the sign-up's mobile OTP): later
 * sign-in codes it asks for are the owner's (`isSignInClient`). `tx` is the caller's transaction.
 */
export async function rememberSignInClient(tx: Db, userId: string, clientKey: string, now: Date): Promise<void> {
  if (clientKey === UNKNOWN_IP) return;
  await tx
    .insert(signInClients)
    .values({ userId, clientKey, lastSignedInAt: now })
    .onConflictDoUpdate({ target: [signInClients.userId, signInClients.clientKey], set: { lastSignedInAt: now } });
  const newest = tx
    .select({ clientKey: signInClients.clientKey })
    .from(signInClients)
    .where(eq(signInClients.userId, userId))
    .orderBy(desc(signInClients.lastSignedInAt))
    .limit(SIGN_IN_CLIENTS.keptPerUser);
  await tx.delete(signInClients).where(and(eq(signInClients.userId, userId), notInArray(signInClients.clientKey, newest)));
}

/** Whether the account signed in from this client in the last 90 days. */
export async function isSignInClient(db: Db, userId: string, clientKey: string, now: Date): Promise<boolean> {
  if (clientKey === UNKNOWN_IP) return false;
  const since = new Date(now.getTime() - SIGN_IN_CLIENTS.trustedForMs);
  const [row] = await db
    .select({ userId: signInClients.userId })
    .from(signInClients)
    .where(and(eq(signInClients.userId, userId), eq(signInClients.clientKey, clientKey), gt(signInClients.lastSignedInAt, since)));
  return row !== undefined;
}
