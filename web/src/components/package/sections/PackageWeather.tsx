import { formatLongDate } from '@/lib/formatDate';
import { graphql } from 'relay-runtime';
import type { PackageWeather_package$data } from '@/__generated__/PackageWeather_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import { ScrollRegion } from '@/components/scroll-region/ScrollRegion';
import styles from './sections.module.css';
import weatherStyles from './PackageWeather.module.css';

type WeatherProps = { package: ServerFragment<PackageWeather_package$data>; today: string };

export const WEATHER_UNAVAILABLE = 'The weather along this route cannot be shown right now.';

/** No-break spaces keep "19 °C /" whole: a narrow column breaks a pair after its slash, never inside a reading. */
const NBSP = '\u00a0';
const degrees = (celsius: number) => `${Math.round(celsius)}${NBSP}°C`;

export const packageWeatherFragment = graphql`
  fragment PackageWeather_package on Package {
    nextDeparture {
      date
    }
    weather {
      place {
        slug
        name
        altitudeM
      }
      monthly {
        month
        monthName
        minC
        maxC
        precipitationMm
        rainyDays
      }
    }
  }
`;

/** The month's normals at each place of the route, for the month of the next departure (else this month). */
export function PackageWeather({ package: { weather, nextDeparture }, today }: WeatherProps) {
  const travelDate = nextDeparture?.date ?? today;
  // Weather is a non-critical part: when it could not be loaded (null) the rest of the page stays as it is.
  if (weather == null) return <p>{WEATHER_UNAVAILABLE}</p>;
  if (weather.length === 0) return <p>No weather figures for this route yet.</p>;
  const month = Number(travelDate.slice(5, 7));
  const monthName = weather[0]?.monthly.find((normal) => normal.month === month)?.monthName ?? '';
  const caption = nextDeparture
    ? `Usual weather in ${monthName} along the route (next departure ${formatLongDate(travelDate)})`
    : `Usual weather in ${monthName} along the route`;
  // Scrolls inside its own box when wider than the screen (a focusable region, so keys can scroll it too).
  return (
    <ScrollRegion label="Weather along the route" className={weatherStyles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Low / high</th>
            <th scope="col">Precipitation</th>
            <th scope="col">Rainy days</th>
          </tr>
        </thead>
        <tbody>
          {weather.map(({ place, monthly }) => {
            const normal = monthly.find((entry) => entry.month === month);
            return (
              <tr key={place.slug}>
                <th scope="row">
                  {place.name} <span className={styles.meta}>({place.altitudeM.toLocaleString('en-IN')}{NBSP}m)</span>
                </th>
                <td>{normal ? `${degrees(normal.minC)}${NBSP}/ ${degrees(normal.maxC)}` : '–'}</td>
                <td>{normal ? `${Math.round(normal.precipitationMm)} mm` : '–'}</td>
                <td>{normal ? Math.round(normal.rainyDays) : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
