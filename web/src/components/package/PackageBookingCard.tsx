'use client';

import { graphql, useFragment } from 'react-relay';
import type { PackageBookingCard_package$key } from '@/__generated__/PackageBookingCard_package.graphql';
import { formatInr } from '@/lib/formatInr';
import { BookingButton } from './BookingButton';
import { CallWidgetButton } from './CallWidgetButton';
import { RequestPriceButton } from './RequestPriceButton';
import styles from './PackageDetailPage.module.css';

const packageBookingCardFragment = graphql`
  fragment PackageBookingCard_package on Package {
    duration
    ...BookingButton_package
    ...RequestPriceButton_package
    price {
      label
      amount
      originalAmount
      comingSoon
    }
    emi {
      best {
        emi
      }
    }
  }
`;

/** The price (with the list price struck when higher) and the Book Now / Register Now button. */
export function PackageBookingCard({ package: packageRef }: { package: PackageBookingCard_package$key }) {
  const pkg = useFragment(packageBookingCardFragment, packageRef);
  const { price } = pkg;
  const showOriginal =
    !price.comingSoon && price.amount != null && price.originalAmount != null && price.originalAmount > price.amount;

  return (
    <div className={styles.bookingCard}>
      {price.comingSoon ? (
        <p className={styles.comingSoon} data-testid="package-price">
          Coming Soon..
        </p>
      ) : (
        <>
          <p className={styles.priceLabel}>Starting from</p>
          <p className={styles.price}>
            {showOriginal && price.originalAmount != null ? (
              <del className={styles.originalPrice}>
                <span className="visually-hidden">Original price </span>
                {formatInr(price.originalAmount)}
              </del>
            ) : null}{' '}
            <span data-testid="package-price">{price.label}</span>
          </p>
          <p className={styles.perPerson}>per person · {pkg.duration}</p>
        </>
      )}
      {pkg.emi ? (
        <p className={styles.emiHint}>
          EMI from <strong>{formatInr(pkg.emi.best.emi)}/month</strong> — <a href="#emi">see plans</a>
        </p>
      ) : null}
      <RequestPriceButton package={pkg} className={`button ${styles.bookButton} ${styles.requestPrice}`} />
      <BookingButton package={pkg} />
      <CallWidgetButton className={`button button-secondary ${styles.callWidget}`} />
    </div>
  );
}
