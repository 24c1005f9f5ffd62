import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key` of a POST (src/idempotency/): a repeated key within the window
 * replays it instead of acting twice. `status` is null while the first request is still running. Nothing here is
 * readable without the raw key, which only the client holds (src/idempotency/sealing.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `POST <path>` and a hash of the caller's token: one key means one request of one caller. */
    scope: text('scope').notNull(),
    /** HMAC-SHA-256 of the raw `Idempotency-Key` under a subkey of the server secret, hex; never the key itself. */
    key: text('key').notNull(),
    /** HMAC-SHA-256 of the request body under a key derived from the raw key, hex: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    /** The answer's body sealed with AES-256-GCM under a key derived from the raw key and the scope: `v1.<iv>.<tag>.<ciphertext>`. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
