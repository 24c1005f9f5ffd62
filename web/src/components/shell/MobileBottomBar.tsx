'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { Icon } from '@/components/icons/Icon';
import { uiActions } from '@/state/ui-store';
import { whatsappHref } from '@/config/contact';
import styles from './MobileBottomBar.module.css';

/** Home, Search, WhatsApp, Call and Enquiry (spec §2), fixed to the bottom of small screens. */
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
      {/* The get-a-call popup, as the header's Call (hidden here): it asks for a number to call back and shows ours to dial. */}
      <button type="button" className={styles.item} aria-haspopup="dialog" onClick={() => uiActions.openCallPopup('support')}>
        <Icon name="phone" />
        <span>Call</span>
      </button>
      <button type="button" className={styles.item} onClick={() => uiActions.openQuickEnquiry()}>
        <Icon name="enquiry" />
        <span>Enquiry</span>
      </button>
    </nav>
  );
}
