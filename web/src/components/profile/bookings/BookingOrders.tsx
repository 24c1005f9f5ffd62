'use client';

import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BookingOrdersPaginationQuery } from '@/__generated__/BookingOrdersPaginationQuery.graphql';
import type { BookingOrders_viewer$key } from '@/__generated__/BookingOrders_viewer.graphql';
import type { OrderStatus } from '@/__generated__/BookingOrdersPaginationQuery.graphql';
import styles from '../profile.module.css';
import { BookingTabs, ORDER_TABS, tabIdOf } from './BookingTabs';
import { OrderItem } from './OrderItem';
import { LoadMore } from '@/components/list/LoadMore';

const PAGE_SIZE = 5;

const bookingOrdersFragment = graphql`
  fragment BookingOrders_viewer on Viewer
  @refetchable(queryName: "BookingOrdersPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 5 }
    cursor: { type: "String" }
    status: { type: "OrderStatus", defaultValue: PROCESSING }
  ) {
    orders(status: $status, first: $count, after: $cursor) @connection(key: "BookingOrders_orders", filters: ["status"]) {
      totalCount
      edges {
        node {
          id
          ...OrderItem_order
        }
      }
    }
  }
`;

type KnownStatus = (typeof ORDER_TABS)[number]['status'];
type BookingOrdersProps = { viewer: BookingOrders_viewer$key; counts: Record<KnownStatus, number> };
const PANEL_ID = 'booking-orders';

/** Tabs by status with counts; the orders of the chosen one, newest first, 5 at a time with 'Load more'. */
export function BookingOrders({ viewer: viewerRef, counts }: BookingOrdersProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BookingOrdersPaginationQuery, BookingOrders_viewer$key>(
    bookingOrdersFragment,
    viewerRef,
  );
  const [status, setStatus] = useState<OrderStatus>('PROCESSING');
  const [busy, startTransition] = useTransition();
  // In a transition: the current list stays on screen (aria-busy) until the other status's page is in.
  const choose = (next: OrderStatus) =>
    startTransition(() => {
      setStatus(next);
      refetch({ status: next, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  const { edges, totalCount } = data.orders;
  return (
    <>
    <BookingTabs tabs={ORDER_TABS.map((tab) => ({ ...tab, count: counts[tab.status] }))} current={status} onChoose={choose} panelId={PANEL_ID} />
    <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabIdOf(status)} aria-busy={busy || undefined} className={styles.tabPanel}>
      {edges.length === 0 ? (
        <p className={styles.empty}>No {status.toLowerCase()} bookings.</p>
      ) : (
        <ul className={styles.list} data-testid="orders">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <OrderItem order={node} />
            </li>
          ))}
        </ul>
      )}
      {edges.length > 0 && (
        <LoadMore shown={edges.length} total={totalCount} noun="bookings" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
      )}
    </div>
    </>
  );
}
