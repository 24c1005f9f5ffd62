import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key` of a POST (src/idempotency/): a repeated key within the window
 * replays it instead of acting twice. `status` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `POST <path>` and a hash of the caller's token: one key means one request of one caller. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body, hex: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
