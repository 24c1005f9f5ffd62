'use client';

import { graphql, useFragment } from 'react-relay';
import type { DepartureMonth_departures$key } from '@/__generated__/DepartureMonth_departures.graphql';
import { formatShortDate } from '@/lib/formatDate';
import { fromPrice } from './departurePrice';
import { seatsNote } from './departureMonths';
import styles from './DepartureDialog.module.css';

const departureMonthFragment = graphql`
  fragment DepartureMonth_departures on Departure @relay(plural: true) {
    date
    seatsLeft
    status
    price {
      label
    }
  }
`;

type DepartureMonthProps = {
  month: string;
  departures: DepartureMonth_departures$key;
  selected: string | undefined;
  onSelect: (date: string) => void;
};

/**
 * One month of departures as radio buttons: date, price and seats; sold-out dates are disabled. The price is the
 * least check-out charges an adult on that date (`fromPrice`), as on the Dates tab.
 */
export function DepartureMonth({ month, departures: departuresRef, selected, onSelect }: DepartureMonthProps) {
  const departures = useFragment(departureMonthFragment, departuresRef);
  return (
    <fieldset className={styles.month}>
      <legend className={styles.monthTitle}>{month}</legend>
      <ul className={styles.dates}>
        {departures.map((departure) => {
          const soldOut = departure.status === 'SOLD_OUT';
          return (
            <li key={departure.date}>
              <label className={styles.date} data-sold-out={soldOut || undefined} data-few-left={departure.status === 'FEW_LEFT' || undefined}>
                <input
                  type="radio"
                  name="departure"
                  value={departure.date}
                  checked={selected === departure.date}
                  disabled={soldOut}
                  onChange={() => onSelect(departure.date)}
                  className={styles.radio}
                />
                <span className={styles.dateDay}>{formatShortDate(departure.date)}</span>{' '}
                <span className={styles.datePrice}>{soldOut ? '' : fromPrice(departure.price.label)}</span>{' '}
                <span className={styles.dateSeats}>{seatsNote(departure.status, departure.seatsLeft)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
