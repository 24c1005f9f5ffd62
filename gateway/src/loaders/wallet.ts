import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import type { WalletTransactionModel, WalletTypeModel } from '../rest/wallet/types.ts';
import { fetchWalletBalance, fetchWalletTransactions, type WalletTransactionsRequest } from '../rest/wallet/wallet.ts';
import { valueOrNull } from './absent.ts';

const EMPTY_PAGE = (request: WalletTransactionsRequest): RestPage<WalletTransactionModel> => ({ items: [], total: 0, page: request.page, limit: request.limit });

/**
 * The caller's wallet (user routes 🔒): each type's balance once per request (`/get-wallet`), and a page of
 * transactions once per type/page/limit/range (`/wallet/transactions-paging`). `payFromWallet` resets them.
 */
export function createWalletLoaders(client: RestClient) {
  const walletBalance = new DataLoader<WalletTypeModel, number>(
    (types) => Promise.all(types.map(async (type) => valueOrNull(await fetchWalletBalance(client, type)) ?? 0)),
    { batch: false },
  );
  const walletTransactions = new DataLoader<WalletTransactionsRequest, RestPage<WalletTransactionModel>, string>(
    (requests) => Promise.all(requests.map(async (request) => valueOrNull(await fetchWalletTransactions(client, request)) ?? EMPTY_PAGE(request))),
    { batch: false, cacheKeyFn: ({ walletType, page, limit, from, to }) => `${walletType}|${page}|${limit}|${from ?? ''}|${to ?? ''}` },
  );
  const resetWallet = (): void => {
    walletBalance.clearAll();
    walletTransactions.clearAll();
  };
  return { walletBalance, walletTransactions, resetWallet };
}
