'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from './CheckoutPage.module.css';

/** The booking failed to load: the spec's generic failure text and a retry. */
export function CheckoutLoadFailed() {
  return (
    <div role="alert">
      <p>{UNEXPECTED_ERROR_MESSAGE}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}

/** No booking in the cart yet. */
export function CheckoutEmpty() {
  return (
    <section className={styles.empty}>
      <h2>Your cart is empty</h2>
      <p>Choose a package and a departure date with Book Now to start a booking.</p>
      <PrefetchOnIntentLink href="/" className="button">
        Browse packages
      </PrefetchOnIntentLink>
    </section>
  );
}
