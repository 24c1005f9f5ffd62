'use client';

import { graphql, useFragment } from 'react-relay';
import type { CheckoutGiftCardPrice_cart$key } from '@/__generated__/CheckoutGiftCardPrice_cart.graphql';
import styles from '@/components/cart/CheckoutPage.module.css';
import { PRICE_ROW } from '@/components/cart/priceStatus';

const checkoutGiftCardPriceFragment = graphql`
  fragment CheckoutGiftCardPrice_cart on Cart {
    giftCardAmount {
      paise
      label
    }
    amountDue {
      label
    }
  }
`;

/** The price table's last rows when a gift card applies: what it pays, and what is left to pay. */
export function CheckoutGiftCardPrice({ cart: cartRef }: { cart: CheckoutGiftCardPrice_cart$key }) {
  const cart = useFragment(checkoutGiftCardPriceFragment, cartRef);
  if (cart.giftCardAmount.paise === 0) return null;
  return (
    <>
      <tr>
        <th scope="row">Gift card</th>
        <td data-testid="price-gift-card">−{cart.giftCardAmount.label}</td>
      </tr>
      <tr className={styles.totalRow}>
        <th scope="row">{PRICE_ROW.toPay}</th>
        <td data-testid="price-amount-due">{cart.amountDue.label}</td>
      </tr>
    </>
  );
}
