import { graphql } from 'relay-runtime';
import type { PackageBookingCard_package$data } from '@/__generated__/PackageBookingCard_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import { formatInr } from '@/lib/formatInr';
import { BookingButton } from './BookingButton';
import { CallWidgetButton } from './CallWidgetButton';
import { RequestPriceButton } from './RequestPriceButton';
import styles from './PackageDetailPage.module.css';

/** Spread unmasked (`@relay(mask: false)`) by the package page's server query. */
export const packageBookingCardFragment = graphql`
  fragment PackageBookingCard_package on Package {
    id
    slug
    title
    duration
    bookingLabel
    # The card's size (spec §9), aliased: the page's own image is larger.
    requestImage: image(width: 370, height: 250, format: WEBP, quality: 80) {
      url
    }
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
export function PackageBookingCard({ package: pkg }: { package: ServerFragment<PackageBookingCard_package$data> }) {
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
          EMI from <strong>{formatInr(pkg.emi.best.emi)}/month</strong> — <a href="#emi">
            see plans<span className="visually-hidden"> for EMI on {pkg.title}</span>
          </a>
        </p>
      ) : null}
      <RequestPriceButton
        package={{ id: pkg.id, slug: pkg.slug, title: pkg.title, duration: pkg.duration, imageUrl: pkg.requestImage.url, comingSoon: price.comingSoon }}
        className={`button ${styles.bookButton} ${styles.requestPrice}`} />
      <BookingButton package={{ id: pkg.id, slug: pkg.slug, title: pkg.title, bookingLabel: pkg.bookingLabel }} className={`button ${styles.bookButton}`} />
      <CallWidgetButton className={`button button-secondary ${styles.callWidget}`} />
    </div>
  );
}
