import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { errorBody } from '../http/errors.ts';
import { IDEMPOTENCY_MESSAGES } from './messages.ts';
import { idempotencyKeyHash, keySecrets } from './sealing.ts';
import { claimKey, releaseKey, saveAnswer, storedAnswer, type KeyId } from './store.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** A claim without an answer this old was left by a process that died mid-request: the key may be claimed again. */
export const ABANDONED_CLAIM_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `Idempotency-Key` on a JSON POST: the first request with a key acts and its answer is stored; a repeat of
 * the key (same caller, path and body) within the window gets that answer again (`idempotent-replayed: true`)
 * and acts on nothing. A repeat while the first still runs, or with another body, is a 409; a 5xx or a 429 (worth
 * retrying later, not replaying) frees the key.
 *
 * Nothing stored is readable without the raw key (`sealing.ts`): the row holds an HMAC of the key under `secret`,
 * an HMAC of the body under a key derived from the raw key (a sign-up's or sign-in's body holds a password), and
 * the answer (it may hold a session token, a reset token or a gift-card code) sealed with AES-256-GCM under a key
 * derived from the raw key and the scope. A stored answer that fails its tag check (changed in the database) is
 * neither replayed nor acted on again: 409 `unreadable`, and the client retries with a new key.
 */
export function idempotencyKeys(db: Db, now: () => Date, secret: string, windowMs = IDEMPOTENCY_WINDOW_MS): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (c.req.method !== 'POST' || key === undefined || c.req.header('content-type')?.startsWith('multipart/')) return next();
    if (!KEY_PATTERN.test(key)) return c.json(errorBody(400, IDEMPOTENCY_MESSAGES.invalid), 400);
    const scope = `POST ${c.req.path} ${sha256(c.req.header('authorization') ?? '')}`;
    const id: KeyId = { scope, key: idempotencyKeyHash(secret, key) };
    const sealing = keySecrets(secret, key, scope);
    const requestHash = sealing.requestHash(await c.req.text());
    const at = now();
    if (!(await claimKey(db, id, requestHash, at, { expiredBefore: new Date(at.getTime() - windowMs), abandonedBefore: new Date(at.getTime() - ABANDONED_CLAIM_MS) }))) {
      const stored = await storedAnswer(db, id);
      if (stored?.requestHash !== requestHash) return c.json(errorBody(409, IDEMPOTENCY_MESSAGES.reused), 409);
      if (stored.status === null || stored.body === null) {
        return c.json(errorBody(409, IDEMPOTENCY_MESSAGES.inProgress), 409, { 'retry-after': '1' });
      }
      const body = sealing.open(stored.body, { requestHash, status: stored.status, contentType: stored.contentType });
      if (body === null) return c.json(errorBody(409, IDEMPOTENCY_MESSAGES.unreadable), 409);
      const headers = { 'idempotent-replayed': 'true', ...(stored.contentType ? { 'content-type': stored.contentType } : {}) };
      return new Response(body, { status: stored.status, headers });
    }
    await next();
    if (c.res.status >= 500 || c.res.status === 429) return releaseKey(db, id);
    const head = { requestHash, status: c.res.status, contentType: c.res.headers.get('content-type') };
    await saveAnswer(db, id, { status: head.status, contentType: head.contentType, body: sealing.seal(await c.res.clone().text(), head) });
  };
}
