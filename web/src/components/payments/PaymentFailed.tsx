import Link from 'next/link';
import { CHECK_OUT_PATH } from '@/components/cart/paths';
import styles from './PaymentResult.module.css';

/**
 * The failure screen: 'Payment failed' and 'Try again' — back to /check-out with the cart intact, or to the
 * bookings for a balance payment. `message` is the server's reason when it refused the payment's answer.
 */
export function PaymentFailed({ message, balance }: { message: string | null; balance: boolean }) {
  return (
    <div className={styles.result} data-result="failed">
      <h1 className={styles.failedTitle}>Payment failed</h1>
      {message ? (
        <p role="alert" className={styles.reason}>
          {message}
        </p>
      ) : null}
      <p>
        {balance
          ? 'Your booking is unchanged and its balance is still due.'
          : 'No booking was made. Your cart is kept, so you can try again.'}
      </p>
      <Link prefetch={false} href={balance ? '/profile#booking' : CHECK_OUT_PATH} className="button">
        Try again
      </Link>
    </div>
  );
}
