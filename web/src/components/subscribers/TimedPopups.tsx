'use client';

import { relayIsland } from '@/relay/relayIsland';
import { showsWhenAlone } from './showsWhenAlone';
import { useTimedPopups } from './useTimedPopups';

// Each popup's code is fetched only when it falls due, never with the page; it checks again on arrival that no
// other popup opened meanwhile (`showsWhenAlone`).
const PromoPopup = relayIsland(() => import('./PromoPopup').then((m) => showsWhenAlone(m.PromoPopup)));
const NewsletterPopup = relayIsland(() => import('./NewsletterPopup').then((m) => showsWhenAlone(m.NewsletterPopup)));

/** The promo (30 s) and newsletter/channels (60 s) popups of spec §2; GlobalPopups leaves them out of story viewers. */
export function TimedPopups() {
  const { open, close, defer } = useTimedPopups();
  if (open === 'promo') return <PromoPopup onClose={close} onBusy={defer} />;
  if (open === 'newsletter') return <NewsletterPopup onClose={close} onBusy={defer} />;
  return null;
}
