'use client';

import { graphql, useFragment } from 'react-relay';
import type { RequestPriceButton_package$key } from '@/__generated__/RequestPriceButton_package.graphql';
import { uiActions } from '@/state/ui-store';

/** The control that opens the request-for-price popup (spec §2) where a price shows 'Coming Soon..'. */
export const REQUEST_PRICE_LABEL = 'Request Price';

const requestPriceButtonFragment = graphql`
  fragment RequestPriceButton_package on Package {
    id
    slug
    title
    duration
    price {
      comingSoon
    }
    # The card's size (spec §9), aliased: a package page also selects its large image.
    requestImage: image(width: 370, height: 250, format: WEBP, quality: 80) {
      url
    }
  }
`;

type RequestPriceButtonProps = { package: RequestPriceButton_package$key; className?: string };

/**
 * 'Request Price' (named with the package title for screen readers); nothing when the package has a price.
 * The popup's code loads only when pressed (GlobalPopups).
 */
export function RequestPriceButton({ package: packageRef, className }: RequestPriceButtonProps) {
  const pkg = useFragment(requestPriceButtonFragment, packageRef);
  if (!pkg.price.comingSoon) return null;
  const open = () =>
    uiActions.openPriceRequest({ pid: pkg.id, ptitle: pkg.title, pslug: pkg.slug, pimage: pkg.requestImage.url, pduration: pkg.duration });
  return (
    <button type="button" className={className ?? 'button'} aria-haspopup="dialog" onClick={open}>
      {REQUEST_PRICE_LABEL}
      <span className="visually-hidden"> for {pkg.title}</span>
    </button>
  );
}
