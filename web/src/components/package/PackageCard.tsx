'use client';

import { graphql, useFragment } from 'react-relay';
import type { PackageCard_package$key } from '@/__generated__/PackageCard_package.graphql';
import { PackageCardView } from './PackageCardView';

/**
 * A card's fields, all plain (nested fragments unmasked), so server components can spread this fragment with
 * `@relay(mask: false)` and render `PackageCardView` from the raw answer. `isInWishlist` is a visitor's in page
 * queries (false): the heart shows the signed-in user's from the store (`StoredWishlistHeart`).
 */
const packageCardFragment = graphql`
  fragment PackageCard_package on Package {
    id
    slug
    title
    duration
    tourLabel
    path
    isInWishlist
    price {
      label
      comingSoon
    }
    # The card's size (spec §9); the price request popup shows it too.
    image(width: 370, height: 250, format: WEBP, quality: 80) {
      ...SizedImage_image @relay(mask: false)
    }
  }
`;

/** A package card from its Relay fragment (client lists: pagination, search, wishlist, recently visited). */
export function PackageCard({ package: packageRef }: { package: PackageCard_package$key }) {
  const pkg = useFragment(packageCardFragment, packageRef);
  return <PackageCardView package={pkg} />;
}
