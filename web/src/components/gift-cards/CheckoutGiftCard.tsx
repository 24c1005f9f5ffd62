'use client';

import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CheckoutGiftCard_cart$key } from '@/__generated__/CheckoutGiftCard_cart.graphql';
import styles from '@/components/cart/CheckoutPage.module.css';
import { FieldError } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { pendingButtonProps } from '@/components/form/pendingButton';
import { useCartGiftCard } from './useCartGiftCard';

const checkoutGiftCardFragment = graphql`
  fragment CheckoutGiftCard_cart on Cart {
    giftCard {
      code
      applied {
        label
      }
      remaining {
        paise
        label
      }
    }
  }
`;

/** 'Gift card': a code pays part of the total (after GST); what stays on the card shows under it. */
export function CheckoutGiftCard({ cart: cartRef }: { cart: CheckoutGiftCard_cart$key }) {
  const { giftCard } = useFragment(checkoutGiftCardFragment, cartRef);
  const { apply, remove, pending, error, setError } = useCartGiftCard();
  const [code, setCode] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a gift card code');
    if (await apply(code.trim())) setCode('');
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Gift card
      </h2>
      {giftCard ? (
        <div className={styles.appliedCoupon}>
          <p>
            <strong data-testid="applied-gift-card">{giftCard.code}</strong> pays {giftCard.applied.label}.{' '}
            <span className={styles.muted} data-testid="gift-card-remaining">
              {giftCard.remaining.paise > 0 ? `${giftCard.remaining.label} stays on the card.` : 'The card is used up by this booking.'}
            </span>
          </p>
          <button type="button" className={formStyles.secondary} {...pendingButtonProps(pending, () => void remove())}>
            Remove<span className="visually-hidden"> gift card {giftCard.code}</span>
          </button>
        </div>
      ) : (
        <form className={styles.couponForm} noValidate onSubmit={submit}>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-code`} className={formStyles.label}>
              Gift card code
            </label>
            <div className={styles.couponRow}>
              <input id={`${id}-code`} className={formStyles.input} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" autoCapitalize="characters" maxLength={40} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} />
              <button type="submit" className="button" {...pendingButtonProps(pending)}>
                {pending ? 'Applying…' : 'Redeem'}
              </button>
            </div>
            <div role="alert">
              <FieldError id={`${id}-error`} message={error} />
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
