'use client';

import { useUiState } from '@/state/ui-store';
import type { RecentWeatherPlace } from '@/state/recentWeatherPlaces';
import styles from './Weather.module.css';

/** Spec §3: the recently searched places, newest first (at most 8, kept in the browser's storage). */
export function RecentWeatherPlaces({ onPick }: { onPick: (place: RecentWeatherPlace) => void }) {
  const recent = useUiState((state) => state.recentWeatherPlaces);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="weather-recent">
      <h2 id="weather-recent">Recently searched places</h2>
      <ul className={styles.list}>
        {recent.map((place) => (
          <li key={place.slug}>
            <button type="button" className="button" onClick={() => onPick(place)}>
              {place.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
