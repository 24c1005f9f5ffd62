'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BookingsPanelQuery } from '@/__generated__/BookingsPanelQuery.graphql';
import { BookingOrders } from './BookingOrders';

const bookingsPanelQuery = graphql`
  query BookingsPanelQuery {
    viewer {
      orderCounts {
        processing
        completed
        cancelled
      }
      ...BookingOrders_viewer
    }
  }
`;

/** The counts of each status (`orderCounts`) and the orders of the chosen one. */
export function BookingsPanel({ fetchKey }: { fetchKey: number }) {
  const { viewer } = useLazyLoadQuery<BookingsPanelQuery>(bookingsPanelQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  if (!viewer) return null;
  const { processing, completed, cancelled } = viewer.orderCounts;
  return <BookingOrders viewer={viewer} counts={{ PROCESSING: processing, COMPLETED: completed, CANCELLED: cancelled }} />;
}
