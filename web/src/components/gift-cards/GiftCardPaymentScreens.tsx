import Link from 'next/link';
import styles from '@/components/payments/PaymentResult.module.css';

export type IssuedGiftCard = { code: string; recipientName: string; recipientEmail: string; amount: string };

const BACK = '/profile#giftCards';

/** The success screen of a gift card's payment: the code, sent to the recipient. */
export function GiftCardIssued({ card }: { card: IssuedGiftCard }) {
  return (
    <div className={styles.result} data-result="success">
      <h1 className={styles.successTitle}>Payment successful</h1>
      <p>
        Your gift card of <strong>{card.amount}</strong> has been sent to {card.recipientName} ({card.recipientEmail}).
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Gift card code</dt>
          <dd data-testid="gift-card-code">{card.code}</dd>
        </div>
      </dl>
      <Link prefetch={false} href={BACK} className="button">
        View my gift cards
      </Link>
    </div>
  );
}

/** The failure screen: the server's reason when it refused the answer, and the way back to pay again. */
export function GiftCardNotIssued({ message }: { message: string | null }) {
  return (
    <div className={styles.result} data-result="failed">
      <h1 className={styles.failedTitle}>Payment failed</h1>
      {message ? (
        <p role="alert" className={styles.reason}>
          {message}
        </p>
      ) : null}
      <p>No gift card was issued. You can pay it again from your gift cards.</p>
      <Link prefetch={false} href={BACK} className="button">
        Try again
      </Link>
    </div>
  );
}
