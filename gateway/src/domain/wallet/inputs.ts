import { walletAmountProblem } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';
import type { WalletTypeModel } from '../../rest/wallet/types.ts';

/** GraphQL's `WalletType` as the api's `wallettype`. */
export const restWalletType = (type: 'CUSTOMER' | 'REWARD' | null | undefined): WalletTypeModel => (type === 'REWARD' ? 'reward' : 'customer');

/** `PayFromWalletInput`: the order's global ID, an amount in paise (the shared rule), the wallet. */
export const payFromWalletInput = z.object({
  orderId: globalIdOf('Order', 'Order not found'),
  amount: z.number().superRefine((paise, context) => {
    const problem = walletAmountProblem(paise);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  walletType: z.enum(['CUSTOMER', 'REWARD']).nullish().transform(restWalletType),
});

/** `POST /wallet/request-to-pay`: the api's 400s are about the amount (or the order's state), a 404 about the order. */
export const payFromWalletRefusal = serverMessageRefusal({
  404: 'orderId',
  fieldOf: (message) => (message.includes('amount') || message.includes('balance') ? 'amount' : null),
});
