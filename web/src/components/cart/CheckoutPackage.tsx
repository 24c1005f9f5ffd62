'use client';

import { graphql, useFragment } from 'react-relay';
import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { CheckoutPackage_cart$key } from '@/__generated__/CheckoutPackage_cart.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import { formatLongDate } from '@/lib/formatDate';
import styles from './CheckoutPage.module.css';

const checkoutPackageFragment = graphql`
  fragment CheckoutPackage_cart on Cart {
    package {
      title
      duration
      path
      image(width: 240, height: 160) {
        ...SizedImage_image
      }
    }
    departure {
      date
    }
  }
`;

/** The package being booked and its tour start date, with a link back to the package page to change it. */
export function CheckoutPackage({ cart: cartRef }: { cart: CheckoutPackage_cart$key }) {
  const { package: pkg, departure } = useFragment(checkoutPackageFragment, cartRef);
  return (
    <section className={styles.card} aria-labelledby="checkout-package">
      <div className={styles.packageRow}>
        <SizedImage image={pkg.image} decorative className={styles.packageImage} />
        <div>
          <h2 id="checkout-package" className={styles.packageTitle}>
            {pkg.title}
          </h2>
          <p className={styles.muted}>{pkg.duration}</p>
          <p className={styles.departure}>
            <span className={styles.muted}>Tour start date</span>{' '}
            <strong data-testid="checkout-date">{formatLongDate(departure.date)}</strong>{' '}
            <PrefetchOnIntentLink href={pkg.path} className={styles.changeLink}>
              Change<span className="visually-hidden"> the date</span>
            </PrefetchOnIntentLink>
          </p>
        </div>
      </div>
    </section>
  );
}
