import { DEPARTURE_PRICE_NOTE, fromPrice } from '@/components/booking/departurePrice';
import { formatLongDate } from '@/lib/formatDate';
import { graphql } from 'relay-runtime';
import type { PackageDates_package$data } from '@/__generated__/PackageDates_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './sections.module.css';

type Departure = PackageDates_package$data['departures'][number];

function seatsText({ status, seatsLeft }: Departure): string {
  if (status === 'SOLD_OUT') return 'Sold out';
  if (status === 'FEW_LEFT') return seatsLeft === 1 ? 'Only 1 seat left' : `Only ${seatsLeft} seats left`;
  return 'Available';
}

export const packageDatesFragment = graphql`
  fragment PackageDates_package on Package {
    departures(first: 12) {
      internalId
      date
      seatsLeft
      status
      price {
        label
      }
    }
  }
`;

/** The next departures with their price per adult (`from …`, as the date picker says) and seats ('Book Now' chooses one). */
export function PackageDates({ package: { departures } }: { package: ServerFragment<PackageDates_package$data> }) {
  if (departures.length === 0) return <p>No departures are scheduled yet: ask us for the next dates.</p>;
  return (
    <table className={styles.table}>
      <caption>The next departures and their seats. {DEPARTURE_PRICE_NOTE}</caption>
      <thead>
        <tr>
          <th scope="col">Start date</th>
          <th scope="col">Price per adult</th>
          <th scope="col">Seats</th>
        </tr>
      </thead>
      <tbody>
        {departures.map((departure) => (
          <tr key={departure.internalId}>
            <th scope="row">
              <time dateTime={departure.date}>{formatLongDate(departure.date)}</time>
            </th>
            <td>{fromPrice(departure.price.label)}</td>
            <td>{seatsText(departure)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
