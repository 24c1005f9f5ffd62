'use client';

import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import { SizedImage } from '@/components/media/SizedImage';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import type { PackageCard_package$key } from '@/__generated__/PackageCard_package.graphql';
import { RequestPriceButton } from './RequestPriceButton';
import styles from './PackageCard.module.css';

const packageCardFragment = graphql`
  fragment PackageCard_package on Package {
    title
    duration
    tourLabel
    path
    price {
      label
      comingSoon
    }
    image(width: 370, height: 250, format: WEBP, quality: 80) {
      ...SizedImage_image
    }
    ...WishlistHeart_package
    ...RequestPriceButton_package
  }
`;

export function PackageCard({ package: packageRef }: { package: PackageCard_package$key }) {
  const pkg = useFragment(packageCardFragment, packageRef);
  return (
    <article className={styles.card}>
      <Link prefetch={false} href={pkg.path} className={styles.link}>
        <div className={styles.media}>
          <SizedImage image={pkg.image} className={styles.image} />
          <span className={styles.duration}>{pkg.duration}</span>
          {pkg.tourLabel ? <span className={styles.label}>{pkg.tourLabel}</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{pkg.title}</h3>
          <p className={pkg.price.comingSoon ? styles.comingSoon : styles.price}>
            {pkg.price.comingSoon ? (
              'Coming Soon..'
            ) : (
              <>
                <span className={styles.from}>Starting from</span> {pkg.price.label}
              </>
            )}
          </p>
        </div>
      </Link>
      <WishlistHeart package={pkg} className={styles.heart} />
      {/* Outside the link (a button inside a link is not allowed), over the price line. */}
      <RequestPriceButton package={pkg} className={styles.requestPrice} />
    </article>
  );
}
