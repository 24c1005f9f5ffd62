import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl } from '../url.ts';
import { walletAnswer, walletPaymentAnswer, walletTransactionsAnswer } from './schemas.ts';
import type { WalletPaymentModel, WalletTransactionModel, WalletTypeModel } from './types.ts';

/** The largest `limit` `/wallet/transactions-paging` accepts. */
export const MAX_WALLET_TRANSACTIONS_PER_PAGE = 50;

export type WalletTransactionsRequest = { walletType: WalletTypeModel; page: number; limit: number; from: string | null; to: string | null };

/** `GET /get-wallet?wallettype=` 🔒: the caller's balance of that wallet. */
export async function fetchWalletBalance(client: RestClient, walletType: WalletTypeModel): Promise<RestOutcome<number>> {
  const outcome = await client.send({ method: 'GET', path: buildUpstreamUrl('', '/get-wallet', { wallettype: walletType }), answer: walletAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data.balancePaise);
}

/** `GET /wallet/transactions-paging?wallettype&limit&page&dtstart&dtend` 🔒: a page, newest first. */
export async function fetchWalletTransactions(client: RestClient, request: WalletTransactionsRequest): Promise<RestOutcome<RestPage<WalletTransactionModel>>> {
  const query = { wallettype: request.walletType, limit: request.limit, page: request.page, dtstart: request.from ?? undefined, dtend: request.to ?? undefined };
  const outcome = await client.send({ method: 'GET', path: buildUpstreamUrl('', '/wallet/transactions-paging', query), answer: walletTransactionsAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data, total, page, limit }) => ({ items: data, total, page, limit }));
}

/** `POST /wallet/request-to-pay` 🔒: pays part of an order's balance from the wallet. */
export async function requestToPay(
  client: RestClient,
  request: { orderId: string; amountPaise: number; wallettype: WalletTypeModel; source: string },
): Promise<RestOutcome<WalletPaymentModel>> {
  return mapSuccess(await client.send({ method: 'POST', path: '/wallet/request-to-pay', body: request, answer: walletPaymentAnswer, as: 'caller' }), ({ data }) => data);
}
