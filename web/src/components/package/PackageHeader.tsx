import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { ReactNode } from 'react';
import { graphql } from 'relay-runtime';
import { ServerBreadcrumbs } from '@/components/breadcrumbs/ServerBreadcrumbs';
import { SizedImageView } from '@/components/media/SizedImageView';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import type { PackageHeader_package$data } from '@/__generated__/PackageHeader_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './PackageDetailPage.module.css';

/** Spread unmasked (`@relay(mask: false)`) by the package page's server query. */
export const packageHeaderFragment = graphql`
  fragment PackageHeader_package on Package {
    id
    title
    isInWishlist
    anotherTitle
    duration
    tourLabel
    categories {
      slug
      title
    }
    image(width: 1200, height: 600, format: WEBP, quality: 80) {
      ...SizedImage_image @relay(mask: false)
    }
    phoneImage: image(width: 800, height: 400, format: WEBP, quality: 80) {
      url
    }
  }
`;

type PackageHeaderProps = {
  package: ServerFragment<PackageHeader_package$data>;
  /** The rating's stars and count (server-rendered), beside the duration. */
  rating?: ReactNode;
};

/** Breadcrumbs (with their BreadcrumbList), title, duration, rating and the large package image. */
export function PackageHeader({ package: pkg, rating }: PackageHeaderProps) {
  const homeCategory = pkg.categories[0];
  return (
    <header className={styles.header}>
      <ServerBreadcrumbs
        crumbs={homeCategory ? [{ label: homeCategory.title, path: `/package/${homeCategory.slug}` }, { label: pkg.title }] : [{ label: pkg.title }]}
      />
      <div className={styles.titleRow}>
        <div className={styles.titleLine}>
          <h1 className={styles.title}>{pkg.title}</h1>
          <WishlistHeart packageId={pkg.id} title={pkg.title} isInWishlist={pkg.isInWishlist} size="page" />
        </div>
        <p className={styles.badges}>
          <span className={styles.duration} data-testid="package-duration">
            {pkg.duration}
          </span>
          {pkg.tourLabel ? <span className={styles.tourLabel}>{pkg.tourLabel}</span> : null}
          {rating}
        </p>
        {pkg.anotherTitle && pkg.anotherTitle !== pkg.title ? (
          <p className={styles.subtitle}>{pkg.anotherTitle}</p>
        ) : null}
      </div>
      <div className={styles.imageBox}>
        {/* A phone (≤ 900 px: one column) gets the 800 px render, about half the bytes of the largest paint. */}
        <SizedImageView
          image={pkg.image}
          srcSet={`${pkg.phoneImage.url} 800w, ${pkg.image.url} 1200w`}
          sizes="(max-width: 899.98px) calc(100vw - 2rem), 1200px"
          priority
          className={styles.image}
        />
      </div>
      {pkg.categories.length > 1 ? (
        <ul className={styles.categoryTags} aria-label="Also listed under">
          {pkg.categories.slice(1).map((category) => (
            <li key={category.slug}>
              <PrefetchOnIntentLink href={`/package/${category.slug}`}>{category.title}</PrefetchOnIntentLink>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
