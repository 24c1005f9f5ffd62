import { announcementText } from '@/config/site';
import styles from './AnnouncementBanner.module.css';

/** The scrolling announcement above the header (spec §1: Kailash aerial darshan from 18 September 2025). */
export function AnnouncementBanner() {
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <div className={styles.viewport}>
        <div className={styles.track}>
          <p className={styles.item}>{announcementText}</p>
          <p className={styles.item} aria-hidden="true">
            {announcementText}
          </p>
        </div>
      </div>
    </aside>
  );
}
