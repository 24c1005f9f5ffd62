'use client';

import { useEffect, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { GroupOrderDateFieldQuery, GroupOrderDateFieldQuery$data } from '@/__generated__/GroupOrderDateFieldQuery.graphql';
import { SelectField } from '@/components/form/SelectField';
import { formatPlainDate } from '@/lib/formatDate';

const groupOrderDatesQuery = graphql`
  query GroupOrderDateFieldQuery($packageId: ID!) {
    node(id: $packageId) {
      ... on Package {
        departures(first: 60) {
          date
          seatsLeft
        }
      }
    }
  }
`;

export type GroupOrderDates = NonNullable<NonNullable<GroupOrderDateFieldQuery$data['node']>['departures']>;

type Props = { packageId: string; registration: UseFormRegisterReturn; error?: string | undefined; onDates: (dates: GroupOrderDates) => void };

/** The package's departures with their seats left (sold-out dates left out); read when a package is chosen. */
export function GroupOrderDateField({ packageId, registration, error, onDates }: Props) {
  const { node } = useLazyLoadQuery<GroupOrderDateFieldQuery>(groupOrderDatesQuery, { packageId }, { fetchPolicy: 'network-only' });
  const departures = node?.departures;
  const dates = useMemo(() => (departures ?? []).filter((departure) => departure.seatsLeft > 0), [departures]);
  useEffect(() => onDates(dates), [dates, onDates]);
  const options = dates.map(({ date, seatsLeft }) => ({ value: date, label: `${formatPlainDate(date)} · ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left` }));
  return <SelectField label="Date" options={[{ value: '', label: dates.length ? 'Choose a date' : 'No dates on sale' }, ...options]} registration={registration} error={error} />;
}
