/** The wallet routes' answers (api/CONTRACT.md "Wallet (issue 13)"). */
export const WALLET_MESSAGES = {
  paid: 'Paid from your wallet',
  credited: 'Wallet credited',
  orderCancelled: 'Order cancelled; what was paid is refunded where it came from',
  refunded: 'Refund credited to the wallet',
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  userNotFound: 'User not found',
  nothingDue: 'Nothing is due on this order',
  cancelledOrder: 'This order is cancelled',
  alreadyCancelled: 'This order is already cancelled',
  completedOrder: 'A completed order cannot be cancelled',
  aboveOrderBalance: "The amount is more than the order's balance",
  aboveWalletBalance: 'Your wallet balance is not enough',
  /** The same refusal for `wallettype=reward`: it names the reward credit the customer chose to pay from. */
  aboveRewardBalance: 'Your reward credit balance is not enough',
  nothingToRefund: 'Nothing is due to refund on this payment',
  dateRange: "Invalid query parameter 'dtend': must not be before dtstart",
} as const;
