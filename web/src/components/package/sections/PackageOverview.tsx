import type { PackageSectionsData } from './PackageSections';
import styles from '../PackageDetailPage.module.css';

type OverviewProps = Pick<PackageSectionsData, 'overview' | 'highlights'>;

/** The overview text and the highlights (the Overview tab also holds the Zoom banner, EMI plans and collections). */
export function PackageOverview({ overview, highlights }: OverviewProps) {
  return (
    <>
      {overview ? <p className={`${styles.block} ${styles.overview}`}>{overview}</p> : null}
      {highlights.length > 0 ? (
        <div className={styles.block}>
          <h3>Highlights</h3>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
