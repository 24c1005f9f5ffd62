'use client';

import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { CheckoutPageQuery } from '@/__generated__/CheckoutPageQuery.graphql';
import type { CheckoutPage_cart$key } from '@/__generated__/CheckoutPage_cart.graphql';
import type { CheckoutTravellers_viewer$key } from '@/__generated__/CheckoutTravellers_viewer.graphql';
import { FallbackBoundary } from '@/components/errors/FallbackBoundary';
import { useIsClient } from '@/lib/useIsClient';
import { CheckoutCoupon } from './CheckoutCoupon';
import { CheckoutGiftCard } from '@/components/gift-cards/CheckoutGiftCard';
import { CheckoutGstDetails } from './CheckoutGstDetails';
import { CheckoutOccupancy } from './CheckoutOccupancy';
import { CheckoutPackage } from './CheckoutPackage';
import { CheckoutPay } from './CheckoutPay';
import { CheckoutPrice } from './CheckoutPrice';
import { CheckoutTravellers } from './CheckoutTravellers';
import { bookingOf } from './booking';
import { CheckoutBusyProvider } from './checkoutBusy';
import { CheckoutEmpty, CheckoutLoadFailed } from './CheckoutStates';
import { useCartUpdate } from './useCartUpdate';
import styles from './CheckoutPage.module.css';

const checkoutPageQuery = graphql`
  query CheckoutPageQuery {
    viewer {
      id
      cart {
        ...CheckoutPage_cart
      }
      ...CheckoutTravellers_viewer
    }
  }
`;

const checkoutPageCartFragment = graphql`
  fragment CheckoutPage_cart on Cart {
    package {
      id
    }
    departure {
      date
      seatsLeft
    }
    occupancy
    travellers {
      traveller {
        id
      }
    }
    coupon {
      code
    }
    ...CheckoutPackage_cart
    ...CheckoutOccupancy_cart
    ...CheckoutPrice_cart
    ...CheckoutCoupon_cart
    ...CheckoutGiftCard_cart
    ...CheckoutPay_cart
    ...CheckoutGstDetails_cart
  }
`;

/** /check-out: the booking in the cart, its travellers, coupon, totals and payment (signed-in users only). */
export function CheckoutPage() {
  const isClient = useIsClient();
  const loading = (
    <p role="status" className={styles.loading}>
      Loading your booking…
    </p>
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Check-out</h1>
      {isClient ? (
        <FallbackBoundary fallback={<CheckoutLoadFailed />}>
          <Suspense fallback={loading}>
            <CheckoutContent />
          </Suspense>
        </FallbackBoundary>
      ) : (
        loading
      )}
    </div>
  );
}

function CheckoutContent() {
  const { viewer } = useLazyLoadQuery<CheckoutPageQuery>(checkoutPageQuery, {}, { fetchPolicy: 'store-and-network' });
  if (!viewer) return <p>Please sign in to continue booking.</p>;
  if (!viewer.cart) return <CheckoutEmpty />;
  return (
    <CheckoutBusyProvider>
      <CheckoutBooking cart={viewer.cart} viewer={viewer} />
    </CheckoutBusyProvider>
  );
}

type CheckoutBookingProps = {
  cart: CheckoutPage_cart$key;
  viewer: CheckoutTravellers_viewer$key;
};

function CheckoutBooking({ cart: cartRef, viewer }: CheckoutBookingProps) {
  const cart = useFragment(checkoutPageCartFragment, cartRef);
  const booking = bookingOf(cart);
  const { update, pending } = useCartUpdate(booking);
  const selectedIds = booking.travellerIds;

  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <CheckoutPackage cart={cart} />
        <CheckoutOccupancy cart={cart} pending={pending} onChange={(occupancy) => update({ occupancy }, 'occupancy')} />
        <CheckoutTravellers
          viewer={viewer}
          selectedIds={selectedIds}
          seatsLeft={cart.departure.seatsLeft}
          pending={pending}
          onChange={(travellerIds) => update({ travellerIds }, 'travellers')}
        />
        <CheckoutGstDetails cart={cart} />
      </div>
      <aside className={styles.aside} aria-label="Price and payment">
        <CheckoutPrice cart={cart} />
        <CheckoutCoupon cart={cart} />
        <CheckoutGiftCard cart={cart} />
        <CheckoutPay cart={cart} />
      </aside>
    </div>
  );
}
