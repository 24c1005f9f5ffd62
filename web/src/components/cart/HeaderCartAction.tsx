'use client';

import Link from 'next/link';
import { useSession } from '@/auth/useSession';
import { Icon } from '@/components/icons/Icon';
import { relayIsland } from '@/relay/relayIsland';
import { uiActions } from '@/state/ui-store';
import { CHECK_OUT_PATH } from './paths';
import styles from './HeaderCart.module.css';

// The badge's query (Relay) loads after the page; the plain link holds its place meanwhile.
const HeaderCart = relayIsland(() => import('./HeaderCart').then((m) => m.HeaderCart));

type HeaderCartActionProps = { className: string | undefined; labelClassName: string | undefined };

/**
 * The header's Cart (spec §2): signed in, a link to /check-out with the pending-booking badge while the cart holds a
 * booking whose package price is above 0 (`HeaderCart`, after hydration); signed out, a button that opens the login popup.
 */
export function HeaderCartAction({ className, labelClassName }: HeaderCartActionProps) {
  const { status } = useSession();
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
  const linkClass = `${className ?? ''} ${styles.cart}`;
  const plainLink = (
    <Link prefetch={false} href={CHECK_OUT_PATH} className={linkClass} aria-label="Cart">
      {content}
    </Link>
  );
  return (
    <HeaderCart className={linkClass} plainLink={plainLink} fallback={plainLink}>
      {content}
    </HeaderCart>
  );
}
