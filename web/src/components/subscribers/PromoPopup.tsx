'use client';

import Link from 'next/link';
import { Dialog } from '@/components/dialog/Dialog';
import { KMY_CATEGORY_PATH, KMY_REGISTRATION_PATH } from '@/components/zoom-sessions/kmyPages';
import { uiActions } from '@/state/ui-store';
import { comingYatraSeason } from '@pilgrim/schema/rules';
import styles from './timedPopups.module.css';

/**
 * The promo popup (spec §2, 30 s after load): the coming Kailash Mansarovar season, with the free registration,
 * the packages and the live Zoom session (which opens the Zoom popup). Every way out closes it (and stores the time).
 * The season is the coming one on the browser's clock, as the seeded news and notices name it.
 */
export function PromoPopup({ onClose }: { onClose: () => void }) {
  const season = comingYatraSeason(new Date());
  const joinZoomSession = () => {
    onClose();
    uiActions.openZoom();
  };
  return (
    <Dialog title={`Kailash Mansarovar Yatra ${season}`} onClose={onClose} className={styles.promo}>
      <p className={styles.kicker}>Registrations are open</p>
      <p className={styles.lead}>
        Departures run from June to September {season}. Hold your place for the season with a free, provisional
        registration: no payment now.
      </p>
      <ul className={styles.points}>
        <li>By helicopter, overland via Lhasa or through Nepal</li>
        <li>Our yatra desk guides you through permits, fitness and documents</li>
        <li>Ask our experts anything in a free live Zoom session</li>
      </ul>
      <div className={styles.actions}>
        <Link prefetch={false} href={KMY_REGISTRATION_PATH} className="button" onClick={onClose}>
          Register free
        </Link>
        <button type="button" className="button button-secondary" onClick={joinZoomSession}>
          Join a free Zoom session
        </button>
        <Link prefetch={false} href={KMY_CATEGORY_PATH} className="button button-secondary" onClick={onClose}>
          See Kailash packages
        </Link>
      </div>
    </Dialog>
  );
}
