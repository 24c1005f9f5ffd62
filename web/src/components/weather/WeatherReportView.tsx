'use client';

import { graphql, useFragment } from 'react-relay';
import type { WeatherReportView_report$key } from '@/__generated__/WeatherReportView_report.graphql';
import { WeatherMonthlyChart } from './WeatherMonthlyChart';
import { WeatherWeekStrip } from './WeatherWeekStrip';
import styles from './Weather.module.css';

const fragment = graphql`
  fragment WeatherReportView_report on WeatherReport {
    date
    place { name region country altitudeM }
    day { minC maxC precipitationMm windKmh sunrise sunset conditionsText source }
    week { date minC maxC conditionsText precipitationMm }
    monthly { month monthName minC maxC precipitationMm }
  }
`;

/** One place's weather: the day asked, the 7-day strip from it and the monthly normals chart. */
export function WeatherReportView({ report }: { report: WeatherReportView_report$key }) {
  const { date, place, day, week, monthly } = useFragment(fragment, report);
  return (
    <section className={styles.report} aria-labelledby="weather-place">
      <h2 id="weather-place">
        {place.name} <span className={styles.muted}>({place.altitudeM.toLocaleString('en-IN')} m, {place.region}, {place.country})</span>
      </h2>
      <p>
        <strong>{date}</strong>: {day.conditionsText}, {day.minC}°C to {day.maxC}°C
      </p>
      <dl className={styles.figures}>
        <dt>Precipitation</dt>
        <dd>{day.precipitationMm} mm</dd>
        <dt>Wind</dt>
        <dd>{day.windKmh} km/h</dd>
        <dt>Sunrise</dt>
        <dd>{day.sunrise ?? '–'}</dd>
        <dt>Sunset</dt>
        <dd>{day.sunset ?? '–'}</dd>
        <dt>Source</dt>
        <dd>{day.source === 'FORECAST' ? 'Forecast' : 'Average for the season'}</dd>
      </dl>
      <WeatherWeekStrip days={week} />
      <WeatherMonthlyChart placeName={place.name} months={monthly} />
    </section>
  );
}
