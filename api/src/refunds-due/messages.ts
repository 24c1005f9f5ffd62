/** The refunds-due staff routes' answers (api/CONTRACT.md "Money to refund (staff)"). */
export const REFUNDS_DUE_MESSAGES = {
  marked: 'Marked as refunded',
  notFound: 'Refund not found',
  nothingDue: 'Nothing is due to refund on this payment',
  otherRefundId: 'This refund is already marked with another refund id',
} as const;
