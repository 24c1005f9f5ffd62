import type { Resolvers } from '../../generated/resolvers-types.ts';
import { payFromWalletMutation } from './pay-from-wallet.ts';
import { ViewerWallet } from './viewer.ts';
import { Wallet, WalletTransaction } from './wallet.ts';

/** The wallet domain (REST `/get-wallet`, `/wallet/*`): `Viewer.wallet`, `Wallet`, `payFromWallet`. */
export const walletResolvers: Resolvers = { Viewer: ViewerWallet, Wallet, WalletTransaction, Mutation: payFromWalletMutation };
