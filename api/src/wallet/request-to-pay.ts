import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { payments } from '../db/schema/payments.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { WalletDeps } from './deps.ts';
import { balanceOf, lockWallet, post } from './ledger.ts';
import { WALLET_MESSAGES as MSG } from './messages.ts';
import { RequestToPayBody } from './schemas.ts';
import { SYSTEM_ACCOUNTS } from './wallet-types.ts';
import { crashPoint } from '../reliability/crash-point.ts';

/**
 * `POST /wallet/request-to-pay` 🔒: spends wallet money on the caller's order's pending balance, in ONE
 * transaction that locks the order row, then the wallet account (the lock order of every wallet write): the
 * amount is at most the order's balance and the wallet's, checked under both locks. It is recorded as a
 * SUCCEEDED BALANCE payment of the order (provider `wallet`) and a SPEND of the wallet.
 */
export function requestToPayRoute(deps: WalletDeps) {
  const { db, now, orders } = deps;
  const Answer = z.object({ payment: orders.schemas.payment, order: orders.schemas.order, balancePaise: z.number().int() });
  const route = createRoute({
    method: 'post',
    path: '/wallet/request-to-pay',
    tags: ['wallet'],
    summary: "Pays part or all of an order's pending balance from the caller's wallet",
    ...userOnly,
    request: jsonBody(RequestToPayBody),
    responses: jsonResponses('Paid', answerOf(Answer), [400, 401, 404]),
  });
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const { orderId, amountPaise, wallettype } = c.req.valid('json');
    const at = now();
    const { row, balancePaise } = await db.transaction(async (tx) => {
      const order = await orders.findOwn(tx, userId, orderId, true);
      if (order.status === 'CANCELLED') throw new ApiError(400, MSG.cancelledOrder);
      const due = order.totalPaise - order.paidPaise;
      if (due <= 0) throw new ApiError(400, MSG.nothingDue);
      if (amountPaise > due) throw new ApiError(400, MSG.aboveOrderBalance);
      await lockWallet(tx, userId, wallettype, at);
      const before = await balanceOf(tx, userId, wallettype);
      if (amountPaise > before) throw new ApiError(400, wallettype === 'reward' ? MSG.aboveRewardBalance : MSG.aboveWalletBalance);
      const paymentId = randomBytes(12).toString('hex');
      const [inserted] = await tx
        .insert(payments)
        .values({ id: paymentId, userId, orderId, kind: 'BALANCE', amountPaise, status: 'SUCCEEDED', provider: 'wallet', providerOrderId: `wallet-${paymentId}`, providerPaymentId: `wallet-${paymentId}`, createdAt: at, paidAt: at })
        .returning();
      await orders.addPaid(tx, orderId, amountPaise);
      await crashPoint('wallet-spend');
      await post(tx, { userId, walletType: wallettype, system: SYSTEM_ACCOUNTS.orders, amountPaise: -amountPaise, kind: 'SPEND', description: 'Paid towards a booking', orderId, paymentId }, at);
      return { row: inserted!, balancePaise: before - amountPaise };
    });
    const order = await orders.load(db, userId, orderId);
    return c.json(ok(MSG.paid, { payment: orders.toPayment(row, wallettype), order, balancePaise }), 200);
  });
}
