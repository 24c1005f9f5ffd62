'use client';

import Link from 'next/link';
import { useId } from 'react';
import { Icon } from '@/components/icons/Icon';
import { uiActions } from '@/state/ui-store';
import { supportPhone, whatsappHref } from '@/config/contact';
import styles from './MobileBottomBar.module.css';

const ENQUIRY_COMING_SOON = 'Quick enquiry coming soon';

/** Home, Search, WhatsApp, Call and Enquiry, fixed to the bottom of small screens. */
export function MobileBottomBar() {
  const enquiryHintId = useId();
  return (
    <nav className={styles.bar} aria-label="Quick actions">
      <Link prefetch={false} href="/" className={styles.item}>
        <Icon name="home" />
        <span>Home</span>
      </Link>
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
      {/* TODO(quick enquiry issue): open the quick enquiry popup; until then the button says it does nothing. */}
      <button
        type="button"
        className={styles.item}
        aria-disabled="true"
        aria-describedby={enquiryHintId}
        title={ENQUIRY_COMING_SOON}
      >
        <Icon name="enquiry" />
        <span>Enquiry</span>
      </button>
      <span id={enquiryHintId} className="visually-hidden">
        {ENQUIRY_COMING_SOON}
      </span>
    </nav>
  );
}
