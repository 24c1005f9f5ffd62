import { graphql } from 'relay-runtime';
import type { PackageInclusions_package$data } from '@/__generated__/PackageInclusions_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from '../PackageDetailPage.module.css';

export const packageInclusionsFragment = graphql`
  fragment PackageInclusions_package on Package {
    inclusions
    exclusions
  }
`;

/** What the price includes and what it does not. */
export function PackageInclusions({ package: { inclusions, exclusions } }: { package: ServerFragment<PackageInclusions_package$data> }) {
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
