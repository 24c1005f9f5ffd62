import styles from './Weather.module.css';

type Day = { readonly date: string; readonly minC: number; readonly maxC: number; readonly conditionsText: string; readonly precipitationMm: number };

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The 7-day strip: the date asked and the 6 days after it. */
export function WeatherWeekStrip({ days }: { days: readonly Day[] }) {
  return (
    <section aria-labelledby="weather-week">
      <h3 id="weather-week">The next 7 days</h3>
      <ol className={styles.week}>
        {days.map((day) => (
          <li key={day.date} className={styles.weekDay}>
            <time dateTime={day.date}>{weekday(day.date)}</time>
            <span>{day.conditionsText}</span>
            <span>
              {day.minC}° / {day.maxC}°C
            </span>
            <span>{day.precipitationMm} mm</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
