'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { Icon } from '@/components/icons/Icon';
import { uiActions } from '@/state/ui-store';
import { supportPhone, whatsappHref } from '@/config/contact';
import styles from './MobileBottomBar.module.css';

/** Home, Search, WhatsApp, Call and Enquiry, fixed to the bottom of small screens. */
export function MobileBottomBar() {
  return (
    <nav className={styles.bar} aria-label="Quick actions">
      <PrefetchOnIntentLink href="/" className={styles.item}>
        <Icon name="home" />
        <span>Home</span>
      </PrefetchOnIntentLink>
      <button type="button" className={styles.item} onClick={uiActions.openSearch}>
        <Icon name="search" />
        <span>Search</span>
      </button>
      <a href={whatsappHref} className={styles.item} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" />
        <span>WhatsApp</span>
      </a>
      <a href={supportPhone.href} className={styles.item}>
        <Icon name="phone" />
        <span>Call</span>
      </a>
      <button type="button" className={styles.item} onClick={() => uiActions.openQuickEnquiry()}>
        <Icon name="enquiry" />
        <span>Enquiry</span>
      </button>
    </nav>
  );
}
