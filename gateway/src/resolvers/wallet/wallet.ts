import { isCalendarDate, WALLET_PAGE_SIZE } from '@pilgrim/schema/rules';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import { badUserInputError } from '../../errors.ts';
import type { WalletResolvers, WalletTransactionResolvers } from '../../generated/resolvers-types.ts';
import { MAX_WALLET_TRANSACTIONS_PER_PAGE } from '../../rest/wallet/wallet.ts';

/** A `from`/`to` day: `YYYY-MM-DD` or nothing; anything else is refused before any call. */
function dayArgument(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isCalendarDate(value)) throw badUserInputError(`"${name}" must be a date YYYY-MM-DD, got ${value}.`);
  return value;
}

/** `Wallet`: its balance (one `/get-wallet`) and its transactions (one `/wallet/transactions-paging` per page), loaded only when asked. */
export const Wallet: WalletResolvers = {
  type: (wallet) => (wallet.walletType === 'reward' ? 'REWARD' : 'CUSTOMER'),
  balance: (wallet, _args, { loaders }) => loaders.walletBalance.load(wallet.walletType),
  transactions: (wallet, { first, after, from, to }, { loaders }) => {
    const range = { from: dayArgument('from', from), to: dayArgument('to', to) };
    if (range.from && range.to && range.to < range.from) throw badUserInputError('"to" must not be before "from".');
    return connectionFromRestPages(
      connectionWindow(first ?? WALLET_PAGE_SIZE, after),
      (page) => loaders.walletTransactions.load({ walletType: wallet.walletType, ...page, ...range }),
      MAX_WALLET_TRANSACTIONS_PER_PAGE,
    );
  },
};

/** A transaction is not a `Node` (no refetch), but its `id` is unique across types, as Relay's store needs. */
export const WalletTransaction: WalletTransactionResolvers = {
  id: (transaction) => Buffer.from(`WalletTransaction:${transaction.walletType}:${transaction._id}`, 'utf8').toString('base64'),
  amount: (transaction) => transaction.amountPaise,
};
