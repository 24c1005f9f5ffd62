import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';

export type KeyId = { scope: string; key: string };
export type StoredAnswer = { requestHash: string; status: number | null; contentType: string | null; body: string | null };

/**
 * Claims the key for a request: true when this request is the first within the window (a row older than
 * `expiredBefore`, or a claim still unanswered since `abandonedBefore`, is taken over), false when another request
 * holds or answered it.
 */
export async function claimKey(
  db: Db,
  id: KeyId,
  requestHash: string,
  now: Date,
  { expiredBefore, abandonedBefore }: { expiredBefore: Date; abandonedBefore: Date },
): Promise<boolean> {
  const fresh = { ...id, requestHash, status: null, contentType: null, body: null, createdAt: now };
  const rows = await db
    .insert(idempotencyKeys)
    .values(fresh)
    .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: fresh, setWhere: or(
        lt(idempotencyKeys.createdAt, expiredBefore),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandonedBefore)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

const matching = ({ scope, key }: KeyId) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

export async function storedAnswer(db: Db, id: KeyId): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, contentType: idempotencyKeys.contentType, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(matching(id));
  return row ?? null;
}

export async function saveAnswer(db: Db, id: KeyId, answer: { status: number; contentType: string | null; body: string }): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(matching(id));
}

/** Frees the key: the request failed (5xx) without an answer worth replaying, so a retry may act. */
export async function releaseKey(db: Db, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(matching(id));
}

/** Deletes the keys whose window has passed (the purge job): nobody may replay them any more. */
export async function purgeExpiredKeys(db: Db, expiredBefore: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore)).returning({ key: idempotencyKeys.key });
  return rows.length;
}
