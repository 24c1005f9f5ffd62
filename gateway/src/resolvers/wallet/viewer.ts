import { restWalletType } from '../../domain/wallet/inputs.ts';
import type { ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.wallet(type:)`: which wallet; nothing is fetched until its balance or transactions are asked for. */
export const ViewerWallet: Pick<ViewerResolvers, 'wallet'> = {
  wallet: (_viewer, { type }) => ({ walletType: restWalletType(type) }),
};
