'use client';

import { relayIsland } from '@/relay/relayIsland';
import { useTimedPopups } from './useTimedPopups';

// Each popup's code is fetched only when it falls due, never with the page.
const PromoPopup = relayIsland(() => import('./PromoPopup').then((m) => m.PromoPopup));
const NewsletterPopup = relayIsland(() => import('./NewsletterPopup').then((m) => m.NewsletterPopup));

/** The promo (30 s) and newsletter/channels (60 s) popups of spec §2; GlobalPopups leaves them out of story viewers. */
export function TimedPopups() {
  const { open, close } = useTimedPopups();
  if (open === 'promo') return <PromoPopup onClose={close} />;
  if (open === 'newsletter') return <NewsletterPopup onClose={close} />;
  return null;
}
