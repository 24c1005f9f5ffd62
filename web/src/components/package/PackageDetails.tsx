'use client';

import { graphql, useFragment } from 'react-relay';
import type { PackageDetails_package$key } from '@/__generated__/PackageDetails_package.graphql';
import styles from './PackageDetailPage.module.css';

const packageDetailsFragment = graphql`
  fragment PackageDetails_package on Package {
    overview
    highlights
    itinerary {
      day
      title
      description
    }
    inclusions
    exclusions
  }
`;

/** Overview, highlights, the day-by-day itinerary and what is (not) included. */
export function PackageDetails({ package: packageRef }: { package: PackageDetails_package$key }) {
  const pkg = useFragment(packageDetailsFragment, packageRef);
  return (
    <>
      {pkg.overview ? (
        <section className={styles.block} aria-labelledby="overview-heading">
          <h2 id="overview-heading">Overview</h2>
          <p className={styles.overview}>{pkg.overview}</p>
        </section>
      ) : null}
      {pkg.highlights.length > 0 ? (
        <section className={styles.block} aria-labelledby="highlights-heading">
          <h2 id="highlights-heading">Highlights</h2>
          <ul className={styles.highlights}>
            {pkg.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {pkg.itinerary.length > 0 ? (
        <section className={styles.block} aria-labelledby="itinerary-heading">
          <h2 id="itinerary-heading">Itinerary</h2>
          <ol className={styles.itinerary}>
            {pkg.itinerary.map((day) => (
              <li key={day.day}>
                <h3>
                  <span className={styles.dayNumber}>Day {day.day}</span> {day.title}
                </h3>
                <p>{day.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {pkg.inclusions.length > 0 || pkg.exclusions.length > 0 ? (
        <section className={`${styles.block} ${styles.inclusions}`} aria-label="Inclusions and exclusions">
          <div>
            <h2>Inclusions</h2>
            <ul className={styles.included}>
              {pkg.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Exclusions</h2>
            <ul className={styles.excluded}>
              {pkg.exclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
