/** The wallet's rules (api/CONTRACT.md "Wallet"), shared by the gateway's `payFromWallet` and the web's dialog. */
export const WALLET_PAGE_SIZE = 5;
/** The least a wallet payment can be: ₹1. */
export const MIN_WALLET_PAYMENT_PAISE = 100;

export const WALLET_MESSAGES = {
  amountRequired: 'Enter an amount of at least ₹1',
  amountWhole: 'Enter the amount in rupees, with at most two decimals',
  aboveOrderBalance: "The amount is more than the order's balance",
  aboveWalletBalance: 'Your wallet balance is not enough',
} as const;

export type WalletLimits = { orderBalancePaise: number; walletBalancePaise: number };

/** Why `paise` cannot be paid from the wallet (with `limits`: also above the order's or the wallet's balance), or null. */
export function walletAmountProblem(paise: number, limits?: WalletLimits): string | null {
  if (!Number.isSafeInteger(paise)) return WALLET_MESSAGES.amountWhole;
  if (paise < MIN_WALLET_PAYMENT_PAISE) return WALLET_MESSAGES.amountRequired;
  if (limits && paise > limits.orderBalancePaise) return WALLET_MESSAGES.aboveOrderBalance;
  if (limits && paise > limits.walletBalancePaise) return WALLET_MESSAGES.aboveWalletBalance;
  return null;
}
