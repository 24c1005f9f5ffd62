import styles from './Weather.module.css';

type Row = { readonly place: { readonly slug: string; readonly name: string }; readonly day: { readonly minC: number; readonly maxC: number; readonly conditionsText: string } };

/** Every place of the page on the date: one row each. */
export function WeatherPlacesTable({ date, reports }: { date: string; reports: readonly Row[] }) {
  return (
    <section aria-labelledby="weather-places">
      <h2 id="weather-places">All places on {date}</h2>
      <table className={styles.places}>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Conditions</th>
            <th scope="col">Low / high (°C)</th>
          </tr>
        </thead>
        <tbody>
          {reports.map(({ place, day }) => (
            <tr key={place.slug}>
              <th scope="row">{place.name}</th>
              <td>{day.conditionsText}</td>
              <td>
                {day.minC} / {day.maxC}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
