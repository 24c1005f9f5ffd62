/** The lines of what an order was paid with (its order page and the payment return page): one label per source. */

export type PaymentLine = {
  readonly id: string;
  readonly kind: string;
  readonly provider: string;
  readonly walletType: string | null | undefined;
  readonly status: string;
  readonly amount: { readonly label: string };
  readonly refundDue: { readonly paise: number; readonly label: string };
  readonly createdAt: string;
  readonly paidAt: string | null | undefined;
};

export type GiftCardLine = {
  readonly codeLast4: string;
  readonly amount: { readonly label: string };
  readonly createdAt: string;
  readonly refundedAt: string | null | undefined;
};

const PAYMENT_KIND: Record<string, string> = { FULL: 'Full payment', ADVANCE: 'Advance', BALANCE: 'Balance' };
const PAYMENT_STATUS: Record<string, string> = { CREATED: 'Pending', SUCCEEDED: 'Paid', FAILED: 'Failed', REFUND_DUE: 'Refund due' };

/** `Gift card ····PW3C`: a card is only ever shown by its code's last 4 characters. */
export const giftCardLabel = (codeLast4: string): string => `Gift card ····${codeLast4}`;

/** Where a payment's money came from: the wallet or reward credit, an offline claim, else what it paid (advance, balance…). */
export function paymentLabel(payment: Pick<PaymentLine, 'kind' | 'provider' | 'walletType'>): string {
  if (payment.provider === 'wallet') return payment.walletType === 'REWARD' ? 'Reward credit' : 'Wallet';
  const kind = PAYMENT_KIND[payment.kind] ?? payment.kind;
  return payment.provider === 'offline' ? `${kind} (offline)` : kind;
}

/** 'Paid', 'Failed' …; a payment partly above the balance says what is to be refunded. */
export function paymentStatusLabel(payment: Pick<PaymentLine, 'status' | 'refundDue'>): string {
  const status = PAYMENT_STATUS[payment.status] ?? payment.status;
  return payment.status === 'SUCCEEDED' && payment.refundDue.paise > 0 ? `${status} (${payment.refundDue.label} to be refunded)` : status;
}

export type PaidLine = { key: string; at: string; label: string; amount: string; status: string };

/** Gift card parts and payments as one list by date (a card first on a tie: it paid when the order was made). */
export function paidLines(giftCards: readonly GiftCardLine[], payments: readonly PaymentLine[]): PaidLine[] {
  const cards = giftCards.map((card, index) => ({
    key: `gift-card-${index}`,
    at: card.createdAt,
    label: giftCardLabel(card.codeLast4),
    amount: card.amount.label,
    status: card.refundedAt ? 'Returned to the card' : 'Paid',
  }));
  const paid = payments.map((payment) => ({
    key: payment.id,
    at: payment.paidAt ?? payment.createdAt,
    label: paymentLabel(payment),
    amount: payment.amount.label,
    status: paymentStatusLabel(payment),
  }));
  return [...cards, ...paid].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
