import type { PackageSectionsData } from './PackageSections';
import styles from '../PackageDetailPage.module.css';

/** What the price includes and what it does not. */
export function PackageInclusions({ inclusions, exclusions }: Pick<PackageSectionsData, 'inclusions' | 'exclusions'>) {
  return (
    <div className={styles.inclusions}>
      <div>
        <h3>Included</h3>
        <ul className={styles.included}>
          {inclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Not included</h3>
        <ul className={styles.excluded}>
          {exclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
