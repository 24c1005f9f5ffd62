import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';

export type KeyId = { scope: string; key: string };
export type StoredAnswer = { requestHash: string; status: number | null; contentType: string | null; body: string | null };

/**
 * Claims the key for a request: true when this request is the first within the window (a row older than
 * `expiredBefore` is taken over), false when another request holds or answered it.
 */
export async function claimKey(db: Db, id: KeyId, requestHash: string, now: Date, expiredBefore: Date): Promise<boolean> {
  const fresh = { ...id, requestHash, status: null, contentType: null, body: null, createdAt: now };
  const rows = await db
    .insert(idempotencyKeys)
    .values(fresh)
    .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: fresh, setWhere: lt(idempotencyKeys.createdAt, expiredBefore) })
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
