import Link from 'next/link';
import { giftCardLabel } from '@/components/profile/bookings/paidParts';
import { formatLongDate } from '@/lib/formatDate';
import styles from './PaymentResult.module.css';

export type PaidOrder = {
  readonly reference: string;
  readonly departureDate: string;
  readonly packageTitle: string;
  readonly total: { readonly label: string };
  readonly balance: { readonly paise: number; readonly label: string };
  readonly giftCards: readonly { readonly codeLast4: string; readonly amount: { readonly label: string } }[];
};

/**
 * The success screen: the booking reference, what was paid (and the part `giftCards` paid with it: the booking's
 * cards, by the last 4 of their codes), what is still due, and the way to the booking; the api's `notice` (a gift
 * card spent meanwhile, its part due as a balance) above the facts when there is one.
 */
export function PaymentSucceeded({ order, amountPaid, giftCards = [], notice = null }: { order: PaidOrder; amountPaid: string; giftCards?: PaidOrder['giftCards']; notice?: string | null }) {
  return (
    <div className={styles.result} data-result="success">
      <h1 className={styles.successTitle}>Payment successful</h1>
      <p>
        Your booking of <strong>{order.packageTitle}</strong> starting {formatLongDate(order.departureDate)} is confirmed.
      </p>
      {notice ? (
        <p role="status" className={styles.notice} data-testid="payment-notice">
          {notice}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Booking reference</dt>
          <dd data-testid="order-reference">{order.reference}</dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd data-testid="amount-paid">{amountPaid}</dd>
        </div>
        {giftCards.map((card, index) => (
          <div key={`${index}-${card.codeLast4}`} data-testid="gift-card-paid">
            <dt>{giftCardLabel(card.codeLast4)}</dt>
            <dd>{card.amount.label}</dd>
          </div>
        ))}
        <div>
          <dt>Booking total</dt>
          <dd>{order.total.label}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd data-testid="balance-due">{order.balance.label}</dd>
        </div>
      </dl>
      {order.balance.paise > 0 ? <p className={styles.note}>Pay the balance from your bookings any time before the tour.</p> : null}
      <Link prefetch={false} href="/profile#booking" className="button">
        View my bookings
      </Link>
    </div>
  );
}
