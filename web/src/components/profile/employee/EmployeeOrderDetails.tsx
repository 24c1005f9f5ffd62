'use client';

import { Fragment } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EmployeeOrderDetailsQuery } from '@/__generated__/EmployeeOrderDetailsQuery.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import styles from '../profile.module.css';
import { EMPLOYEE_ORDER_STATUS } from './orderStatus';

/** By the viewer's id (`node`), as the panel does, so a failed read never overwrites the root `viewer`. */
const employeeOrderDetailsQuery = graphql`
  query EmployeeOrderDetailsQuery($viewerId: ID!, $orderId: ID!) {
    node(id: $viewerId) {
      ... on Viewer {
        employee {
          order(id: $orderId) {
            status
            couponCode
            packageTitle
            departureDate
            occupancy
            customerName
            travellers {
              fullName
              passengerType
            }
            subtotal { label }
            discount { label }
            gst { label }
            total { label }
            paid { label }
            balance { label }
          }
        }
      }
    }
  }
`;

/** The order's package, customer, travellers and money (never the customer's contact details). */
export function EmployeeOrderDetails({ viewerId, orderId, fetchKey }: { viewerId: string; orderId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<EmployeeOrderDetailsQuery>(employeeOrderDetailsQuery, { viewerId, orderId }, { fetchPolicy: 'store-or-network', fetchKey });
  const order = data.node?.employee?.order;
  if (!order) return <p className={styles.empty}>This booking is not available.</p>;
  const money = [
    ['Subtotal', order.subtotal.label],
    [`Coupon ${order.couponCode}`, `−${order.discount.label}`],
    ['GST', order.gst.label],
    ['Total', order.total.label],
    ['Paid', order.paid.label],
    ['Balance due', order.balance.label],
  ] as const;
  return (
    <div data-testid="employee-order">
      <p className={styles.meta}>
        {order.packageTitle} · departs {formatPlainDate(order.departureDate)} · {order.occupancy} · {EMPLOYEE_ORDER_STATUS[order.status as keyof typeof EMPLOYEE_ORDER_STATUS] ?? order.status}
      </p>
      <p>
        Customer: <strong>{order.customerName}</strong>
      </p>
      <ul className={styles.inlineList} aria-label="Travellers">
        {order.travellers.map((traveller, index) => (
          <li key={index}>
            {traveller.fullName} ({traveller.passengerType})
          </li>
        ))}
      </ul>
      <dl className={styles.amounts} aria-label="Amounts">
        {money.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
