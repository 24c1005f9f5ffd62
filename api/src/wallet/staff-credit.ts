import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import type { WalletDeps } from './deps.ts';
import { creditWallet } from './credit.ts';
import { WALLET_MESSAGES as MSG } from './messages.ts';
import { StaffCreditBody } from './schemas.ts';
import { StaffPostingSchema } from './staff-schemas.ts';
import { SYSTEM_ACCOUNTS } from './wallet-types.ts';

const route = createRoute({
  method: 'post',
  path: '/wallet/staff/credit',
  tags: ['wallet', 'staff'],
  summary: "Credits a user's wallet (staff)",
  ...staffOnly,
  request: jsonBody(StaffCreditBody),
  responses: jsonResponses('Credited', answerOf(StaffPostingSchema), [400, 401, 403, 404]),
});

/** `POST /wallet/staff/credit` (staff token): money or reward credit from `system:credits`. */
export function staffCreditRoute({ db, now }: Pick<WalletDeps, 'db' | 'now'>) {
  return createRouter().openapi(route, async (c) => {
    const { userId, wallettype, amountPaise, description } = c.req.valid('json');
    const posted = await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError(404, MSG.userNotFound);
      return creditWallet(tx, { userId, walletType: wallettype, system: SYSTEM_ACCOUNTS.credits, amountPaise, kind: 'CREDIT', description }, now());
    });
    return c.json(ok(MSG.credited, posted), 200);
  });
}
