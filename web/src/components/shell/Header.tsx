import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { ReactNode } from 'react';
import { HeaderCartAction } from '@/components/cart/HeaderCartAction';
import { SearchBox } from '@/components/search/SearchBox';
import { Icon } from '@/components/icons/Icon';
import { HeaderWishlist } from '@/components/wishlist/HeaderWishlist';
import { supportPhone } from '@/config/contact';
import { siteName } from '@/config/site';
import { AccountMenu } from './AccountMenu';
import { HeaderCallButton } from './HeaderCallButton';
import styles from './Header.module.css';

/** Logo, search, the Call / Wishlist / Cart / Sign In (or account menu) actions, and the main menu passed in as `menu`. */
export function Header({ menu }: { menu: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <PrefetchOnIntentLink href="/" className={styles.logo} aria-label={`${siteName} home`}>
          <svg className={styles.logoMark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
            <circle cx="20" cy="20" r="20" fill="#e8731c" />
            <path d="M7 29 17 13l4 6 3-4 9 14z" fill="#fff" />
            <path d="m17 13 2.5 4-2.5-1-2 2z" fill="#7a1f2b" />
          </svg>
          <span className={styles.logoText}>{siteName}</span>
        </PrefetchOnIntentLink>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <ul className={styles.actions} aria-label="Account and support">
          <li className={styles.callItem}>
            <HeaderCallButton className={styles.action} label={`Call 24/7 support ${supportPhone.display}`}>
              <Icon name="phone" />
              <span className={styles.actionText}>
                <span className={styles.actionHint}>24/7 Support</span>
                {supportPhone.display}
              </span>
            </HeaderCallButton>
          </li>
          <li>
            <HeaderWishlist />
          </li>
          <li>
            <HeaderCartAction className={styles.action} labelClassName={styles.actionLabel} />
          </li>
          <li>
            <AccountMenu />
          </li>
        </ul>
      </div>
      {menu}
    </header>
  );
}
