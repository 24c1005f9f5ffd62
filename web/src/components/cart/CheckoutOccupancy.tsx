'use client';

import { graphql, useFragment } from 'react-relay';
import type { CheckoutOccupancy_cart$key } from '@/__generated__/CheckoutOccupancy_cart.graphql';
import { pendingRadioGroupProps } from '@/components/form/pendingRadioGroup';
import styles from './CheckoutPage.module.css';

const checkoutOccupancyFragment = graphql`
  fragment CheckoutOccupancy_cart on Cart {
    occupancy
    occupancyOptions {
      title
      adultPrice {
        label
      }
    }
  }
`;

type CheckoutOccupancyProps = {
  cart: CheckoutOccupancy_cart$key;
  pending: string | null;
  onChange: (occupancy: string) => void;
};

/**
 * The occupancy (sharing) choice with each option's per-adult price on the chosen date. While a change of the cart
 * runs, the options are `aria-disabled`, the arrow keys and Space keep focus and the check where they are, and a
 * click is ignored (the server's occupancy stays checked), as a pending button is (form/pendingButton.ts): not
 * `disabled`, which would throw the focused option's focus to <body>.
 */
export function CheckoutOccupancy({ cart: cartRef, pending, onChange }: CheckoutOccupancyProps) {
  const cart = useFragment(checkoutOccupancyFragment, cartRef);
  if (cart.occupancyOptions.length <= 1) return null;
  const busy = pending != null;
  return (
    <section className={styles.card}>
      <fieldset className={styles.fieldset} {...pendingRadioGroupProps(busy)} aria-busy={pending === 'occupancy' || undefined}>
        <legend className={styles.sectionTitle}>Occupancy</legend>
        <div className={styles.options}>
          {cart.occupancyOptions.map((option) => (
            <label key={option.title} className={styles.option}>
              <input
                type="radio"
                name="occupancy"
                value={option.title}
                checked={cart.occupancy === option.title}
                onChange={() => {
                  if (!busy) onChange(option.title);
                }}
              />
              <span>{option.title}</span>
              <span className={styles.optionPrice}>{option.adultPrice.label} per adult</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
