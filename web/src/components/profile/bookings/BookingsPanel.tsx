'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BookingsPanelQuery } from '@/__generated__/BookingsPanelQuery.graphql';
import { BookingOrders } from './BookingOrders';

/**
 * By the viewer's id (`node`), not `viewer`: a failed read here answers `node: null` and must not overwrite the
 * root `viewer` the other sections read from the same store.
 */
const bookingsPanelQuery = graphql`
  query BookingsPanelQuery($viewerId: ID!) {
    node(id: $viewerId) {
      ... on Viewer {
        orderCounts {
          processing
          completed
          cancelled
        }
      }
      ...BookingOrders_viewer @alias(as: "orders")
    }
  }
`;

/** The counts of each status (`orderCounts`) and the orders of the chosen one. */
export function BookingsPanel({ viewerId, fetchKey }: { viewerId: string; fetchKey: number }) {
  const { node } = useLazyLoadQuery<BookingsPanelQuery>(bookingsPanelQuery, { viewerId }, { fetchPolicy: 'network-only', fetchKey });
  // The signed-in user's own node is null only when reading the orders failed: the boundary shows the toast.
  if (!node?.orderCounts || !node.orders) throw new Error('The bookings could not be read');
  const { processing, completed, cancelled } = node.orderCounts;
  return <BookingOrders viewer={node.orders} counts={{ PROCESSING: processing, COMPLETED: completed, CANCELLED: cancelled }} />;
}
