'use client';

import { Suspense, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { OrderItem_order$key } from '@/__generated__/OrderItem_order.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import { formatDateTime } from '@/lib/formatDateTime';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import styles from '../profile.module.css';
import { OrderDetail } from './OrderDetail';
import { PayBalanceButton } from './PayBalanceButton';

const orderItemFragment = graphql`
  fragment OrderItem_order on Order {
    id
    reference
    status
    departureDate
    createdAt
    packageTitle
    package {
      path
    }
    total {
      label
    }
    balance {
      paise
      label
    }
  }
`;

/** One booking: package (its title as booked; a link while the catalogue lists it), tour date, reference, total and balance; 'View details' opens its detail in place. */
export function OrderItem({ order: orderRef }: { order: OrderItem_order$key }) {
  const order = useFragment(orderItemFragment, orderRef);
  const [open, setOpen] = useState(false);
  const [detailKey, setDetailKey] = useState(0);
  const detailId = useId();
  const due = order.balance.paise > 0;
  return (
    <article className={styles.card} data-testid="order">
      <div className={styles.orderSummary}>
        <h3 className={styles.cardTitle}>
          {order.package ? (
            <PrefetchOnIntentLink href={order.package.path}>
              {order.packageTitle}
            </PrefetchOnIntentLink>
          ) : (
            order.packageTitle
          )}
        </h3>
        <p className={styles.meta}>
          Tour starts {formatPlainDate(order.departureDate)} · Booking {order.reference} · {order.status} · Booked {formatDateTime(order.createdAt)}
        </p>
        <p className={styles.meta}>
          Total <strong>{order.total.label}</strong>
          {due ? (
            <>
              {' · '}Balance due <strong>{order.balance.label}</strong>
            </>
          ) : (
            ' · Paid in full'
          )}
        </p>
      </div>
      <div className={styles.cardActions}>
        {due && <PayBalanceButton orderId={order.id} balance={order.balance.label} />}
        <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={detailId} onClick={() => setOpen((was) => !was)}>
          {open ? 'Hide details' : 'View details'}
        </button>
      </div>
      <div id={detailId} hidden={!open} className={styles.orderDetail}>
        {open && (
          <ProfileLoadBoundary what="Booking details" onRetry={() => setDetailKey((key) => key + 1)}>
            <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
              <OrderDetail orderId={order.id} fetchKey={detailKey} />
            </Suspense>
          </ProfileLoadBoundary>
        )}
      </div>
    </article>
  );
}
