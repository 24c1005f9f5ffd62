import styles from './PaymentResult.module.css';

/** Shown while the provider's answer is being confirmed (every payment-result screen). */
export function ConfirmingPayment() {
  return (
    <div role="status" className={styles.working}>
      <span className={styles.spinner} aria-hidden="true" />
      <p>Confirming your payment… Please do not close this page.</p>
    </div>
  );
}
