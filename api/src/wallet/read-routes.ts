import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { balanceOf } from './ledger.ts';
import { WALLET_MESSAGES as MSG } from './messages.ts';
import { TransactionsQuery, WalletQuery, WalletSchema, WalletTransactionSchema } from './schemas.ts';
import { listTransactions } from './transactions.ts';

const route = <P extends string>(path: P, summary: string) => ({ method: 'get' as const, path, tags: ['wallet'], summary, ...userOnly });

/** `GET /get-wallet` and `GET /wallet/transactions-paging` 🔒: the caller's own wallet only. */
export function walletReadRoutes({ db }: { db: Db }) {
  return createRouter()
    .openapi(
      createRoute({ ...route('/get-wallet', "The caller's wallet balance of one type"), request: { query: WalletQuery }, responses: jsonResponses('The wallet', answerOf(WalletSchema), [400, 401]) }),
      async (c) => {
        const walletType = c.req.valid('query').wallettype;
        return c.json(ok(OK_MESSAGE, { walletType, balancePaise: await balanceOf(db, callerId(c), walletType) }), 200);
      },
    )
    .openapi(
      createRoute({
        ...route('/wallet/transactions-paging', "A page of the wallet's transactions, newest first, in a date range"),
        request: { query: TransactionsQuery },
        responses: jsonResponses('Transactions', pagedEnvelopeOf(WalletTransactionSchema), [400, 401]),
      }),
      async (c) => {
        const { wallettype, page, limit, dtstart, dtend } = c.req.valid('query');
        if (dtstart && dtend && dtend < dtstart) throw new ApiError(400, MSG.dateRange);
        const { items, total } = await listTransactions(db, { userId: callerId(c), walletType: wallettype, page, limit, dtstart, dtend });
        return c.json(pagedEnvelope(c, items, { total, page, limit }), 200);
      },
    );
}
