import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messageChannels, outbox } from '../db/schema.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { answerOf, ok } from './schemas.ts';

const OUTBOX_PAGE = 50;

/**
 * `+919810012345` arrives as ` 919810012345` when the `+` is not percent-encoded; digits (with or
 * without the plus) become E.164, anything else is an e-mail and is lower-cased.
 */
export function outboxRecipient(to: string): string {
  const trimmed = to.trim();
  const digits = trimmed.replace(/^\+/, '');
  return /^\d{6,17}$/.test(digits) ? `+${digits}` : trimmed.toLowerCase();
}

const codeOf = (body: string): string | null => /^(\d{4}) is your OTP\b/.exec(body)?.[1] ?? null;

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['dev'],
  summary: 'Messages the default senders "delivered" to one recipient, newest first (only when API_DEV_OUTBOX=1)',
  request: {
    query: z.object({
      to: z.string().min(1, 'is required').openapi({ param: { name: 'to', in: 'query' }, example: '+919810012345' }),
    }),
  },
  responses: jsonResponses(
    'The messages',
    answerOf(
      z.array(
        z.object({
          channel: z.enum(messageChannels),
          to: z.string(),
          body: z.string(),
          code: z.string().nullable(),
          createdAt: z.string().openapi({ format: 'date-time' }),
        }),
      ),
    ),
    [400, 401],
  ),
});

export function devOutboxRoutes({ db }: { db: Db }) {
  return createRouter().openapi(outboxRoute, async (c) => {
    const recipient = outboxRecipient(c.req.valid('query').to);
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE);
    const messages = rows.map((row) => ({
      channel: row.channel,
      to: row.recipient,
      body: row.body,
      code: codeOf(row.body),
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json(ok(OK_MESSAGE, messages), 200);
  });
}
