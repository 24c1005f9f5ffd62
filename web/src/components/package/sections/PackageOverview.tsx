export const packageOverviewFragment = graphql`
  fragment PackageOverview_package on Package {
    overview
    highlights
  }
`;

import { graphql } from 'relay-runtime';
import type { PackageOverview_package$data } from '@/__generated__/PackageOverview_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from '../PackageDetailPage.module.css';

/** The overview text and the highlights (the Overview tab also holds the Zoom banner, EMI plans and collections). */
export function PackageOverview({ package: { overview, highlights } }: { package: ServerFragment<PackageOverview_package$data> }) {
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
