/**
 * What `wallettype` names (api/CONTRACT.md "Wallet"): `customer` — the customer's own money (refunds of cancelled
 * orders and of payments that bought nothing, staff credits of money owed); `reward` — promotional credit staff
 * grant (goodwill, referrals), never paid out. Both are spent on an order's balance the same way.
 */
export const WALLET_TYPES = ['customer', 'reward'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

export const TRANSACTION_KINDS = ['CREDIT', 'SPEND', 'REFUND'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The system side of each transaction: where a credit comes from, where a spend goes. */
export const SYSTEM_ACCOUNTS = {
  /** Money applied to orders (spends in; refunds of cancelled orders out). */
  orders: 'system:orders',
  /** Money a provider captured that bought nothing (REFUND_DUE payments): refunds out. */
  unappliedPayments: 'system:unapplied-payments',
  /** Staff credits. */
  credits: 'system:credits',
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

export const userAccountId = (userId: string, type: WalletType): string => `user:${userId}:${type}`;
