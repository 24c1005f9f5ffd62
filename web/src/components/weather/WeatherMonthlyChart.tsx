import { useId } from 'react';
import { ScrollRegion } from '@/components/scroll-region/ScrollRegion';
import styles from './Weather.module.css';

type Month = { readonly month: number; readonly monthName: string; readonly minC: number; readonly maxC: number; readonly precipitationMm: number };

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 28;

/**
 * The 12 monthly normals as an SVG range chart (a bar from the average low to the average high per month), drawn
 * here rather than with a chart library: 12 bars need no scales or axes engine (web/README.md "Weather pages").
 * Accessible: `role="img"` with a title and description, a label per bar, and the same figures in a table.
 * The month names under the bars are HTML, not SVG text: SVG text scales with the drawing, which a phone shows at
 * ~60% of its 600 units, so 12-unit labels were 7px there; as HTML they keep the page's 12px at any width.
 */
export function WeatherMonthlyChart({ placeName, months }: { placeName: string; months: readonly Month[] }) {
  const low = Math.min(0, ...months.map((month) => month.minC));
  const high = Math.max(...months.map((month) => month.maxC), low + 1);
  const y = (celsius: number) => PAD + ((high - celsius) / (high - low)) * (HEIGHT - 2 * PAD);
  const step = (WIDTH - 2 * PAD) / Math.max(months.length, 1);
  // Ids of its own, so two charts on one page share none.
  const id = useId();
  const [headingId, titleId, descId] = [`${id}heading`, `${id}title`, `${id}desc`];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Month by month</h3>
      <div className={styles.chartBox}>
        <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{`Average temperatures at ${placeName} by month`}</title>
          <desc id={descId}>Each bar runs from the month&apos;s average low to its average high, in °C; the table below lists the figures.</desc>
          <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} className={styles.zero} />
          {months.map((month, index) => (
            <g key={month.month} role="img" aria-label={`${month.monthName}: ${month.minC}°C to ${month.maxC}°C`}>
              <rect x={PAD + index * step + step * 0.2} width={step * 0.6} y={y(month.maxC)} height={Math.max(1, y(month.minC) - y(month.maxC))} rx={3} className={styles.bar} />
            </g>
          ))}
        </svg>
        {/* One column per bar, inset like the bars (PAD of WIDTH on each side); hidden: each bar is labelled. */}
        <div className={styles.chartMonths} aria-hidden="true">
          {months.map((month) => (
            <span key={month.month}>{month.monthName.slice(0, 3)}</span>
          ))}
        </div>
      </div>
      {/* Wider than a 320px screen: the table scrolls in its own box (a focusable region, so keys scroll it too). */}
      <ScrollRegion className={styles.tableScroll}>
        {(captionId) => (
          <table className={styles.table}>
            <caption id={captionId}>
              <span className={styles.captionText}>Monthly averages at {placeName}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Low (°C)</th>
                <th scope="col">High (°C)</th>
                <th scope="col">Precipitation (mm)</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.monthName}</th>
                  <td>{month.minC}</td>
                  <td>{month.maxC}</td>
                  <td>{month.precipitationMm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ScrollRegion>
    </section>
  );
}
