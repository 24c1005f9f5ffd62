import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { PackageCard_package$data } from '@/__generated__/PackageCard_package.graphql';
import { SizedImageView } from '@/components/media/SizedImageView';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import { RequestPriceButton } from './RequestPriceButton';
import styles from './PackageCard.module.css';

/** A card's package: `PackageCard_package`'s fields, plain (a server query spreads the fragment unmasked). */
export type PackageCardData = Omit<PackageCard_package$data, ' $fragmentType'>;

/**
 * A package card's markup: server components render it from a query's data (home, category), `PackageCard` from its
 * Relay fragment. Its only client code is the heart and the 'Request Price' button (islands without Relay).
 */
/** `priority`: the first card of a list at the top of a page, the likely largest paint on a phone: loaded at once. */
export function PackageCardView({ package: pkg, priority = false }: { package: PackageCardData; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <PrefetchOnIntentLink href={pkg.path} className={styles.link}>
        <div className={styles.media}>
          <SizedImageView image={pkg.image} priority={priority} className={styles.image} />
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
      </PrefetchOnIntentLink>
      <WishlistHeart packageId={pkg.id} title={pkg.title} isInWishlist={pkg.isInWishlist} className={styles.heart} />
      {/* Outside the link (a button inside a link is not allowed), over the price line. */}
      <RequestPriceButton
        package={{ id: pkg.id, slug: pkg.slug, title: pkg.title, duration: pkg.duration, imageUrl: pkg.image.url, comingSoon: pkg.price.comingSoon }}
        className={styles.requestPrice}
      />
    </article>
  );
}
