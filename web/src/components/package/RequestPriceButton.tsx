'use client';

import { uiActions } from '@/state/ui-store';

/** The control that opens the request-for-price popup (spec §2) where a price shows 'Coming Soon..'. */
export const REQUEST_PRICE_LABEL = 'Request Price';

/** The package a price request is about (the card's image, spec §9 size). */
export type PriceRequestPackage = { id: string; slug: string; title: string; duration: string; imageUrl: string; comingSoon: boolean };

type RequestPriceButtonProps = { package: PriceRequestPackage; className?: string };

/**
 * 'Request Price' (named with the package title for screen readers); nothing when the package has a price.
 * The popup's code loads only when pressed (GlobalPopups). No Relay: server-rendered cards carry it.
 */
export function RequestPriceButton({ package: pkg, className }: RequestPriceButtonProps) {
  if (!pkg.comingSoon) return null;
  const open = () => uiActions.openPriceRequest({ pid: pkg.id, ptitle: pkg.title, pslug: pkg.slug, pimage: pkg.imageUrl, pduration: pkg.duration });
  return (
    <button type="button" className={className ?? 'button'} aria-haspopup="dialog" onClick={open}>
      {REQUEST_PRICE_LABEL}
      <span className="visually-hidden"> for {pkg.title}</span>
    </button>
  );
}
