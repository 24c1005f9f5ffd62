import type { RequestedPackage } from '@/state/ui-store';
import styles from './enquiries.module.css';

/** The size the package card requests its image at (spec §9: 370x250), so the box is reserved before it loads. */
export const REQUESTED_PACKAGE_IMAGE = { width: 370, height: 250 } as const;

/** The package a price is asked for: its image with the duration badge, and its title (spec §2). */
export function RequestedPackageSummary({ requested }: { requested: RequestedPackage }) {
  return (
    <div className={styles.summary}>
      <div className={styles.summaryMedia}>
        {requested.pimage ? (
          <img
            src={requested.pimage}
            width={REQUESTED_PACKAGE_IMAGE.width}
            height={REQUESTED_PACKAGE_IMAGE.height}
            alt=""
            decoding="async"
            className={styles.summaryImage}
          />
        ) : null}
        {requested.pduration ? <span className={styles.durationBadge}>{requested.pduration}</span> : null}
      </div>
      <p className={styles.summaryTitle}>{requested.ptitle}</p>
    </div>
  );
}
