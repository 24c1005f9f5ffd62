import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, userTokens } from '../db/schema/accounts.ts';
import type { TokenResolver } from '../http/auth.ts';
import { looksLikeOpaqueToken, newOpaqueToken, sha256Hex } from './secrets.ts';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export type IssuedToken = { token: string; expiresAt: Date };

/** A new bearer token for the user; only its SHA-256 is stored. */
export async function issueUserToken(db: Db, userId: string, deviceId: string | null, now: Date): Promise<IssuedToken> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(userTokens).values({ tokenHash: sha256Hex(token), userId, deviceId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Revokes one live token; answers its user and device (null when the token was not live). */
export async function revokeUserToken(db: Db, token: string, now: Date): Promise<{ userId: string; deviceId: string | null } | null> {
  const [revoked] = await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.tokenHash, sha256Hex(token)), isNull(userTokens.revokedAt)))
    .returning({ userId: userTokens.userId, deviceId: userTokens.deviceId });
  return revoked ?? null;
}

export async function revokeAllUserTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)));
}

/** Revokes every live token of the user but `keptToken` (the caller's own session, after a password change). */
export async function revokeOtherUserTokens(db: Db, userId: string, keptToken: string, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt), ne(userTokens.tokenHash, sha256Hex(keptToken))));
}

/**
 * Recognises live (unrevoked, unexpired) user tokens: principal `{ kind: 'user', userId, account }`, the account
 * read in the same query, for `loadCaller` (a user's tokens go with the user: the foreign key cascades).
 */
export function userTokenResolver(db: Db, now: () => Date): TokenResolver {
  return {
    async resolve(token) {
      if (!looksLikeOpaqueToken(token)) return null;
      const [row] = await db
        .select({ userId: userTokens.userId, account: users })
        .from(userTokens)
        .innerJoin(users, eq(users.id, userTokens.userId))
        .where(and(eq(userTokens.tokenHash, sha256Hex(token)), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, now())))
        .limit(1);
      return row ? { kind: 'user', userId: row.userId, account: row.account } : null;
    },
  };
}
