'use client';

import Link from 'next/link';
import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { useCallback, useId, useRef, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HeaderWishlistMenu_viewer$key } from '@/__generated__/HeaderWishlistMenu_viewer.graphql';
import type { HeaderWishlistMenuQuery } from '@/__generated__/HeaderWishlistMenuQuery.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import { useDismiss } from '@/lib/a11y/useDismiss';
import { WishlistButton } from './WishlistButton';
import styles from './HeaderWishlist.module.css';

/** Spec §9: the dropdown shows 2 items. */
export const WISHLIST_DROPDOWN_ITEMS = 2;

/** Where 'View All' goes: the wishlist section of the profile (spec §2). */
export const WISHLIST_PAGE_PATH = '/profile#wishList';

const headerWishlistMenuFragment = graphql`
  fragment HeaderWishlistMenu_viewer on Viewer {
    wishlistCount
    newest: wishlist(first: 2) {
      edges {
        node {
          id
          title
          path
          image(width: 96, height: 64, format: WEBP, quality: 70) {
            ...SizedImage_image
          }
        }
      }
    }
  }
`;

/**
 * The signed-in user's wishlist, asked once per page: the header's count and newest items, and
 * `isInWishlist` of every wishlisted package, which fills in the hearts of the visitor-rendered page
 * (one gateway request, one ids call).
 */
export const headerWishlistMenuQuery = graphql`
  query HeaderWishlistMenuQuery($heartsFilledIn: Int!) {
    viewer {
      id
      wishlist(first: $heartsFilledIn) {
        edges {
          node {
            id
            isInWishlist
          }
        }
      }
      ...HeaderWishlistMenu_viewer
    }
  }
`;

function WishlistDropdown({ viewer: viewerRef }: { viewer: HeaderWishlistMenu_viewer$key }) {
  const viewer = useFragment(headerWishlistMenuFragment, viewerRef);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  const items = viewer.newest.edges.slice(0, WISHLIST_DROPDOWN_ITEMS).map(({ node }) => node);

  return (
    <div
      ref={containerRef}
      className={styles.wishlist}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <WishlistButton
        ref={buttonRef}
        count={viewer.wishlistCount}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      />
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="wishlist-dropdown">
        {items.length === 0 ? (
          <p className={styles.empty}>Your wishlist is empty.</p>
        ) : (
          <ul className={styles.items} aria-label="Newest in your wishlist">
            {items.map((item) => (
              <li key={item.id}>
                <PrefetchOnIntentLink href={item.path} className={styles.item} onClick={close}>
                  <SizedImage image={item.image} decorative className={styles.thumb} />
                  <span className={styles.title}>{item.title}</span>
                </PrefetchOnIntentLink>
              </li>
            ))}
          </ul>
        )}
        <Link prefetch={false} href={WISHLIST_PAGE_PATH} className={styles.viewAll} onClick={close}>
          View All ({viewer.wishlistCount})
        </Link>
      </div>
    </div>
  );
}

/** The signed-in header Wishlist, once `HeaderWishlistMenuQuery` answered (a refused token reads as no viewer). */
export function HeaderWishlistMenu({ queryRef }: { queryRef: PreloadedQuery<HeaderWishlistMenuQuery> }) {
  const { viewer } = usePreloadedQuery<HeaderWishlistMenuQuery>(headerWishlistMenuQuery, queryRef);
  if (viewer == null) return <WishlistButton />;
  return <WishlistDropdown viewer={viewer} />;
}
