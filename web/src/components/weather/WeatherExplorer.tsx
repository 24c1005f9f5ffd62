'use client';

import { Suspense, useState, type FormEvent } from 'react';
import { weatherDateBounds } from '@pilgrim/schema/rules';
import formStyles from '@/components/form/form.module.css';
import type { WeatherReportView_report$key } from '@/__generated__/WeatherReportView_report.graphql';
import { uiActions } from '@/state/ui-store';
import type { RecentWeatherPlace } from '@/state/recentWeatherPlaces';
import { RecentWeatherPlaces } from './RecentWeatherPlaces';
import { WeatherPlaceReport } from './WeatherPlaceReport';
import { WeatherReportView } from './WeatherReportView';
import { WeatherSearch } from './WeatherSearch';
import styles from './Weather.module.css';

type WeatherExplorerProps = {
  path: string;
  /** The date the server rendered. */
  date: string;
  defaultPlace: RecentWeatherPlace;
  defaultReport: WeatherReportView_report$key;
};

/**
 * The date picker (a plain GET form: it works without JavaScript), the place search, the recent places and the
 * report shown: the server's for the default place and date, else fetched for the place and date picked.
 */
export function WeatherExplorer({ path, date: serverDate, defaultPlace, defaultReport }: WeatherExplorerProps) {
  const [date, setDate] = useState(serverDate);
  const [place, setPlace] = useState<RecentWeatherPlace>(defaultPlace);
  const { min, max } = weatherDateBounds(new Date());
  const show = (picked: RecentWeatherPlace) => {
    uiActions.recordWeatherPlace(picked);
    setPlace(picked);
  };
  const changeDate = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get('date');
    if (typeof value !== 'string' || value === '') return;
    event.preventDefault();
    setDate(value);
    window.history.replaceState(null, '', `${path}?date=${value}`);
  };
  const isServerReport = place.slug === defaultPlace.slug && date === serverDate;
  return (
    <>
      <form className={styles.form} method="get" action={path} onSubmit={changeDate}>
        <div className={styles.field}>
          <label htmlFor="weather-date" className={formStyles.label}>
            Travel date
          </label>
          <input
            id="weather-date"
            className={formStyles.input}
            name="date"
            type="date"
            defaultValue={serverDate}
            min={min}
            max={max}
            required
          />
        </div>
        <button type="submit" className="button">
          Show weather
        </button>
      </form>
      <WeatherSearch date={date} onPick={show} />
      <RecentWeatherPlaces onPick={show} />
      {isServerReport ? (
        <WeatherReportView report={defaultReport} />
      ) : (
        <Suspense fallback={<p role="status">Loading the weather at {place.name}…</p>}>
          <WeatherPlaceReport slug={place.slug} date={date} />
        </Suspense>
      )}
    </>
  );
}
