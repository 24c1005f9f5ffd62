'use client';

import { useId } from 'react';
import { uiActions } from '@/state/ui-store';
import styles from './zoomSessions.module.css';

/** On the KMY pages: a free live Zoom session with our yatra experts; the button opens the Zoom popup. */
export function ZoomSessionBanner() {
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.bannerTitle}>
          Ask our Kailash experts, live on Zoom
        </h2>
        <p className={styles.bannerText}>
          A free session on the route, permits, fitness and the best dates for the Kailash Mansarovar Yatra.
        </p>
      </div>
      <button type="button" className="button" onClick={uiActions.openZoom}>
        Join a free Zoom session
      </button>
    </section>
  );
}
