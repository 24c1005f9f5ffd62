import type { z } from 'zod';
import type { WALLET_TYPES, walletPaymentAnswer, walletTransactionSchema } from './schemas.ts';

export type WalletTypeModel = (typeof WALLET_TYPES)[number];
/** The parent of `Wallet`: which wallet; its balance and transactions are loaded when asked. */
export type WalletModel = { walletType: WalletTypeModel };
/** The parent of `WalletTransaction`. */
export type WalletTransactionModel = z.infer<typeof walletTransactionSchema>;
export type WalletPaymentModel = z.infer<typeof walletPaymentAnswer>['data'];
