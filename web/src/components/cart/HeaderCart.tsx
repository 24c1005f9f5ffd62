'use client';

import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { Suspense, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { HeaderCartQuery } from '@/__generated__/HeaderCartQuery.graphql';
import type { HeaderCart_cart$key } from '@/__generated__/HeaderCart_cart.graphql';
import { FallbackBoundary } from '@/components/errors/FallbackBoundary';
import { Icon } from '@/components/icons/Icon';
import { useIsClient } from '@/lib/useIsClient';
import { uiActions } from '@/state/ui-store';
import { CHECK_OUT_PATH } from './paths';
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
    total {
      paise
      label
    }
  }
`;

type HeaderCartProps = { className: string | undefined; labelClassName: string | undefined };

/**
 * The header's Cart (spec §2): signed in, a link to /check-out with the pending-booking badge while the cart
 * total is above 0 (its own viewer operation, after hydration); signed out, a button that opens the login popup.
 */
export function HeaderCart({ className, labelClassName }: HeaderCartProps) {
  const { status } = useSession();
  const isClient = useIsClient();
  const content = (
    <>
      <Icon name="cart" />
      <span className={labelClassName}>Cart</span>
    </>
  );

  if (status !== 'authenticated') {
    return (
      <button type="button" className={`${className ?? ''} ${styles.button}`} aria-label="Cart" onClick={uiActions.openLogin}>
        {content}
      </button>
    );
  }

  const plainLink = (
    <Link prefetch={false} href={CHECK_OUT_PATH} className={`${className ?? ''} ${styles.cart}`} aria-label="Cart">
      {content}
    </Link>
  );
  if (!isClient) return plainLink;
  // Cart failures are silently ignored (spec §8): the plain link stays.
  return (
    <FallbackBoundary fallback={plainLink}>
      <Suspense fallback={plainLink}>
        <CartLinkWithBadge className={`${className ?? ''} ${styles.cart}`}>{content}</CartLinkWithBadge>
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
  const pending = cart != null && cart.total.paise > 0;
  return (
    <Link prefetch={false} href={CHECK_OUT_PATH} className={className} aria-label={pending ? `Cart, booking pending ${cart.total.label}` : 'Cart'}>
      {children}
      {pending ? <span className={styles.badge} data-testid="cart-badge" aria-hidden="true" /> : null}
    </Link>
  );
}
