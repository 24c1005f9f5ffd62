'use client';

import { graphql, useFragment } from 'react-relay';
import type { CheckoutPrice_cart$key } from '@/__generated__/CheckoutPrice_cart.graphql';
import { CheckoutGiftCardPrice } from '@/components/gift-cards/CheckoutGiftCardPrice';
import { formatPercent } from '@/lib/formatInr';
import { PRICE_ROW, priceStatus } from './priceStatus';
import styles from './CheckoutPage.module.css';

const checkoutPriceFragment = graphql`
  fragment CheckoutPrice_cart on Cart {
    occupancy
    travellers {
      traveller {
        id
        fullName
      }
      passengerType
      price {
        label
      }
    }
    subtotal {
      label
    }
    coupon {
      code
    }
    discount {
      paise
      label
    }
    gstRate
    gst {
      label
    }
    total {
      label
    }
    giftCardAmount {
      paise
    }
    amountDue {
      label
    }
    ...CheckoutGiftCardPrice_cart
  }
`;

/**
 * The price breakdown as the server computed it: each traveller, subtotal, coupon discount, GST and total. Not a
 * live region: a change announces only the amount to pay (the total, or what a gift card leaves), from a short
 * visually hidden status line.
 */
export function CheckoutPrice({ cart: cartRef }: { cart: CheckoutPrice_cart$key }) {
  const cart = useFragment(checkoutPriceFragment, cartRef);
  return (
    <section className={styles.card} aria-labelledby="checkout-price">
      <h2 id="checkout-price" className={styles.sectionTitle}>
        Price
      </h2>
      <p role="status" className="visually-hidden" data-testid="price-status">
        {priceStatus(cart)}
      </p>
      <table className={styles.priceTable}>
        <caption className="visually-hidden">Price breakdown ({cart.occupancy})</caption>
        <tbody>
          {cart.travellers.length === 0 ? (
            <tr>
              <td colSpan={2} className={styles.muted}>
                Choose the travellers to see the price.
              </td>
            </tr>
          ) : (
            cart.travellers.map((item) => (
              <tr key={item.traveller.id} data-testid="price-traveller">
                <th scope="row">
                  {item.traveller.fullName}
                  <span className={styles.passengerType}>{item.passengerType}</span>
                </th>
                <td>{item.price.label}</td>
              </tr>
            ))
          )}
          <tr className={styles.subtotalRow}>
            <th scope="row">Subtotal</th>
            <td data-testid="price-subtotal">{cart.subtotal.label}</td>
          </tr>
          {cart.discount.paise > 0 ? (
            <tr>
              <th scope="row">Coupon {cart.coupon?.code}</th>
              <td data-testid="price-discount">−{cart.discount.label}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">GST ({formatPercent(cart.gstRate)})</th>
            <td data-testid="price-gst">{cart.gst.label}</td>
          </tr>
          <tr className={styles.totalRow}>
            <th scope="row">{PRICE_ROW.total}</th>
            <td data-testid="price-total">{cart.total.label}</td>
          </tr>
          <CheckoutGiftCardPrice cart={cart} />
        </tbody>
      </table>
    </section>
  );
}
