import { createHash, createHmac } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { errorBody } from '../http/errors.ts';
import { IDEMPOTENCY_MESSAGES } from './messages.ts';
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
 * retrying later, not replaying) frees the key. The body is kept only as an HMAC under `secret`: a sign-up's body
 * holds a password, and a plain hash of it in a database dump could be guessed at far faster than its password hash.
 */
export function idempotencyKeys(db: Db, now: () => Date, secret: string, windowMs = IDEMPOTENCY_WINDOW_MS): MiddlewareHandler {
  const bodyHash = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (c.req.method !== 'POST' || key === undefined || c.req.header('content-type')?.startsWith('multipart/')) return next();
    if (!KEY_PATTERN.test(key)) return c.json(errorBody(400, IDEMPOTENCY_MESSAGES.invalid), 400);
    const id: KeyId = { scope: `POST ${c.req.path} ${sha256(c.req.header('authorization') ?? '')}`, key };
    const requestHash = bodyHash(await c.req.text());
    const at = now();
    if (!(await claimKey(db, id, requestHash, at, { expiredBefore: new Date(at.getTime() - windowMs), abandonedBefore: new Date(at.getTime() - ABANDONED_CLAIM_MS) }))) {
      const stored = await storedAnswer(db, id);
      if (stored?.requestHash !== requestHash) return c.json(errorBody(409, IDEMPOTENCY_MESSAGES.reused), 409);
      if (stored.status === null || stored.body === null) {
        return c.json(errorBody(409, IDEMPOTENCY_MESSAGES.inProgress), 409, { 'retry-after': '1' });
      }
      const headers = { 'idempotent-replayed': 'true', ...(stored.contentType ? { 'content-type': stored.contentType } : {}) };
      return new Response(stored.body, { status: stored.status, headers });
    }
    await next();
    if (c.res.status >= 500 || c.res.status === 429) return releaseKey(db, id);
    await saveAnswer(db, id, { status: c.res.status, contentType: c.res.headers.get('content-type'), body: await c.res.clone().text() });
  };
}
