'use client';

import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { ChannelLinks } from './ChannelLinks';
import { NewsletterForm } from './NewsletterForm';
import styles from './timedPopups.module.css';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The newsletter/channels popup (spec §2, 60 s after load): the subscribe form, then its answer; our channels under it. */
export function NewsletterPopup({ onClose }: { onClose: () => void }) {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  return (
    <Dialog title="Join our newsletter" onClose={onClose}>
      {subscribed === null ? (
        <NewsletterForm onSubscribed={setSubscribed} />
      ) : (
        // Takes the focus the removed Subscribe button had, so it is read out and Tab continues from here.
        <p role="status" tabIndex={-1} ref={focusOnMount} className={styles.subscribed}>
          {subscribed}
        </p>
      )}
      <ChannelLinks />
    </Dialog>
  );
}
