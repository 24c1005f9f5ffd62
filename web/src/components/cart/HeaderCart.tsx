'use client';

import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { HeaderCartQuery } from '@/__generated__/HeaderCartQuery.graphql';
import type { HeaderCart_cart$key } from '@/__generated__/HeaderCart_cart.graphql';
import { FallbackBoundary } from '@/components/errors/FallbackBoundary';
import { CHECK_OUT_PATH } from './paths';
import { hasPendingBooking } from './pendingBooking';
import styles from './HeaderCart.module.css';

const headerCartQuery = graphql`
  query HeaderCartQuery {
    viewer {
      id
      cart {
        ...HeaderCart_cart
      }
    }
  }
`;

const headerCartFragment = graphql`
  fragment HeaderCart_cart on Cart {
    packageListPrice {
      paise
    }
  }
`;

type HeaderCartProps = { className: string; plainLink: ReactNode; children: ReactNode };

/**
 * The signed-in header Cart with its pending-booking badge (its own viewer operation), loaded after the page by
 * `HeaderCartAction`; cart failures are silently ignored (spec §8): the plain link stays.
 */
export function HeaderCart({ className, plainLink, children }: HeaderCartProps) {
  return (
    <FallbackBoundary fallback={plainLink}>
      <Suspense fallback={plainLink}>
        <CartLinkWithBadge className={className}>{children}</CartLinkWithBadge>
      </Suspense>
    </FallbackBoundary>
  );
}

function CartLinkWithBadge({ className, children }: { className: string; children: ReactNode }) {
  const { viewer } = useLazyLoadQuery<HeaderCartQuery>(headerCartQuery, {}, { fetchPolicy: 'store-and-network' });
  return <CartLink className={className} cart={viewer?.cart ?? null}>{children}</CartLink>;
}

function CartLink({ className, cart: cartRef, children }: { className: string; cart: HeaderCart_cart$key | null; children: ReactNode }) {
  const cart = useFragment(headerCartFragment, cartRef);
  const pending = hasPendingBooking(cart);
  return (
    <Link prefetch={false} href={CHECK_OUT_PATH} className={className} aria-label={pending ? 'Cart, booking pending' : 'Cart'}>
      {children}
      {pending ? <span className={styles.badge} data-testid="cart-badge" aria-hidden="true" /> : null}
    </Link>
  );
}
