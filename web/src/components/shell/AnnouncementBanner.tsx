import { announcementText } from '@/config/site';
import { AnnouncementPauseButton } from './AnnouncementPauseButton';
import styles from './AnnouncementBanner.module.css';

/**
 * The scrolling announcement above the header (spec §1: Kailash aerial darshan from 18 September 2025), with a pause
 * toggle: hover and keyboard focus hold it too, pressed it stays still (WCAG 2.2.2).
 */
export function AnnouncementBanner() {
  return (
    <aside className={styles.banner} aria-label="Announcement">
      {/* Before the text in the DOM (the CSS pauses `~ .viewport`), shown at the banner's end. */}
      <AnnouncementPauseButton className={styles.pause} />
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
