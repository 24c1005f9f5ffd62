import { graphql } from 'relay-runtime';
import type { PackageItinerary_package$data } from '@/__generated__/PackageItinerary_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from '../PackageDetailPage.module.css';

export const packageItineraryFragment = graphql`
  fragment PackageItinerary_package on Package {
    itinerary {
      day
      title
      description
    }
  }
`;

/** The day-by-day itinerary. */
export function PackageItinerary({ package: { itinerary } }: { package: ServerFragment<PackageItinerary_package$data> }) {
  if (itinerary.length === 0) return <p>The day-by-day itinerary will be published soon.</p>;
  return (
    <ol className={styles.itinerary}>
      {itinerary.map((day) => (
        <li key={day.day}>
          <h3>
            <span className={styles.dayNumber}>Day {day.day}</span> {day.title}
          </h3>
          <p>{day.description}</p>
        </li>
      ))}
    </ol>
  );
}
