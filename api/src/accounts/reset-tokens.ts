import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resetTokens } from '../db/schema/accounts.ts';
import { newOpaqueToken, sha256Hex } from './secrets.ts';

export const RESET_TOKEN_TTL_MS = 15 * 60_000;

/** The `verifiyToken` handed out after the reset OTP: single use, 15 minutes, stored as its SHA-256. */
export async function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(resetTokens).values({
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** Marks a live reset token used and returns its user; null when unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.tokenHash, sha256Hex(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
    .returning({ userId: resetTokens.userId });
  return row?.userId ?? null;
}

/** After a reset, the user's other outstanding reset tokens die too. */
export async function expireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}
