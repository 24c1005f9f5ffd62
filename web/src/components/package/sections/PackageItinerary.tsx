import type { PackageSectionsData } from './PackageSections';
import styles from '../PackageDetailPage.module.css';

/** The day-by-day itinerary. */
export function PackageItinerary({ itinerary }: Pick<PackageSectionsData, 'itinerary'>) {
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
