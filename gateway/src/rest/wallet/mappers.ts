/** Codegen mappers of the wallet domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const walletMappers = {
  Wallet: '../rest/wallet/types.ts#WalletModel',
  WalletTransaction: '../rest/wallet/types.ts#WalletTransactionModel',
};
