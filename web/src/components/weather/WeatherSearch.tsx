'use client';

import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { WEATHER_SEARCH_LIMITS } from '@pilgrim/schema/rules';
import formStyles from '@/components/form/form.module.css';
import type { WeatherSearchQuery } from '@/__generated__/WeatherSearchQuery.graphql';
import type { RecentWeatherPlace } from '@/state/recentWeatherPlaces';
import styles from './Weather.module.css';

const weatherSearchQuery = graphql`
  query WeatherSearchQuery($query: String!, $date: String) {
    weatherSearch(query: $query, date: $date) {
      place { slug name region }
    }
  }
`;

type Pick = (place: RecentWeatherPlace) => void;

/** A labelled place search (a form: Enter or the button searches) with its results as a list of buttons. */
export function WeatherSearch({ date, onPick }: { date: string; onPick: Pick }) {
  const [query, setQuery] = useState<string | null>(null);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('place') ?? '').trim();
    setQuery(text.length >= WEATHER_SEARCH_LIMITS.minLength ? text : null);
  };
  return (
    <>
      <form role="search" aria-label="Places" className={styles.form} onSubmit={search}>
        <div className={styles.field}>
          <label htmlFor="weather-place-search" className={formStyles.label}>
            Search a place
          </label>
          <input
            id="weather-place-search"
            className={formStyles.input}
            name="place"
            type="search"
            minLength={WEATHER_SEARCH_LIMITS.minLength}
            maxLength={WEATHER_SEARCH_LIMITS.maxLength}
            placeholder="Kailash, Saga, Kathmandu…"
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {query !== null && (
        <Suspense fallback={<p role="status">Searching…</p>}>
          <WeatherSearchResults query={query} date={date} onPick={onPick} />
        </Suspense>
      )}
    </>
  );
}

function WeatherSearchResults({ query, date, onPick }: { query: string; date: string; onPick: Pick }) {
  const { weatherSearch } = useLazyLoadQuery<WeatherSearchQuery>(weatherSearchQuery, { query, date });
  return (
    <section aria-labelledby="weather-results">
      <h2 id="weather-results">Places matching “{query}”</h2>
      {weatherSearch.length === 0 ? (
        <p role="status">No place matches “{query}”.</p>
      ) : (
        <ul className={styles.list}>
          {weatherSearch.map(({ place }) => (
            <li key={place.slug}>
              <button type="button" className="button" onClick={() => onPick({ slug: place.slug, name: place.name })}>
                {place.name}, {place.region}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
