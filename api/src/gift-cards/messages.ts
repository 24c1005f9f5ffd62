/** The gift card routes' answers (api/CONTRACT.md "Gift cards (issue 13)"). */
export const GIFT_CARD_MESSAGES = {
  created: 'Gift card created',
  paymentCreated: 'Payment created',
  issued: 'Payment successful. The gift card has been sent to the recipient.',
  failed: 'Payment failed',
  notFound: 'Gift card not found',
  alreadyPaid: 'This gift card is already paid',
  refundDue: 'We received your payment, but this gift card was already paid. The money will be refunded to you.',
  refundDueReason: 'the gift card was already paid by another payment',
  verificationFailed: 'Payment verification failed',
  notStarted: 'Start the payment first',
  returnUrl: "Invalid body field 'returnUrl': must be a page of this site",
  mailSubject: 'You have received a gift card',
} as const;
