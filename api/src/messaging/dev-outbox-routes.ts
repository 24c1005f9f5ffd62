import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import { messageChannels, outbox } from '../db/schema/messaging.ts';
import { answerOf, ok } from '../http/answers.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicTokenResolver, tokenFromHeader } from '../http/auth.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { errorBody, UNAUTHORIZED_MESSAGE } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';

const OUTBOX_PAGE = 50;
/** Under /api/v1; it checks its own token, so the app's token check leaves it alone. */
export const DEV_OUTBOX_PATH = '/dev/outbox';

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

/** Only the dev outbox token (API_DEV_OUTBOX_TOKEN), compared in constant time; the public token is refused. */
function requireOutboxToken(outboxToken: string) {
  const matcher = publicTokenResolver(outboxToken);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    if (token === null || !(await matcher.resolve(token))) return c.json(errorBody(401, UNAUTHORIZED_MESSAGE), 401);
    return next();
  });
}

const outboxRoute = (outboxToken: string) =>
  createRoute({
    method: 'get',
    path: DEV_OUTBOX_PATH,
    tags: ['dev'],
    summary: 'Messages the default senders "delivered" to one recipient, newest first (only when API_DEV_OUTBOX=1)',
    description: 'Needs `Authorization: <API_DEV_OUTBOX_TOKEN>`; the public token and user tokens get 401.',
    middleware: requireOutboxToken(outboxToken),
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

export function devOutboxRoutes({ db, token }: { db: Db; token: string }) {
  return createRouter().openapi(outboxRoute(token), async (c) => {
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
