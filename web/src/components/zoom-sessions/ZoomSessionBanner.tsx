import { JoinZoomButton } from './JoinZoomButton';
import styles from './zoomSessions.module.css';

/**
 * On the KMY pages: a free live Zoom session with our yatra experts; the button opens the Zoom popup. Plain markup
 * (server components render it: only the button's code reaches the browser); one per page, hence the fixed id.
 */
export function ZoomSessionBanner() {
  const titleId = 'zoom-session-banner-title';
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
      <JoinZoomButton />
    </section>
  );
}
