'use client';

import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { OrderDetail_order$key } from '@/__generated__/OrderDetail_order.graphql';
import type { OrderDetailQuery } from '@/__generated__/OrderDetailQuery.graphql';
import { OrderTourGuides } from '@/components/tour-guides/OrderTourGuides';
import { formatPlainDate } from '@/lib/formatDate';
import { formatDateTime } from '@/lib/formatDateTime';
import { PassengerDocuments } from '../kyc/PassengerDocuments';
import styles from '../profile.module.css';

const orderDetailFragment = graphql`
  fragment OrderDetail_order on Order {
    reference
    occupancy
    couponCode
    ...OrderTourGuides_order
    travellers {
      fullName
      dateOfBirth
      passengerType
      price {
        label
      }
    }
    subtotal {
      label
    }
    discount {
      paise
      label
    }
    gst {
      label
    }
    total {
      label
    }
    paid {
      label
    }
    balance {
      label
    }
    payments {
      id
      kind
      status
      amount {
        label
      }
      createdAt
      paidAt
    }
    ...PassengerDocuments_order
  }
`;

const orderDetailQuery = graphql`
  query OrderDetailQuery($id: ID!) {
    node(id: $id) {
      ...OrderDetail_order @alias(as: "order")
    }
  }
`;

const PAYMENT_KIND = { FULL: 'Full payment', ADVANCE: 'Advance', BALANCE: 'Balance' } as const;
const PAYMENT_STATUS = { CREATED: 'Pending', SUCCEEDED: 'Paid', FAILED: 'Failed' } as const;

/** The detail of one order, fetched when it is opened (`node(id:)`), so the list's query stays shallow. */
export function OrderDetail({ orderId, fetchKey }: { orderId: string; fetchKey: number }) {
  const { node } = useLazyLoadQuery<OrderDetailQuery>(orderDetailQuery, { id: orderId }, { fetchKey });
  if (!node?.order) return <p className={styles.empty}>This booking is no longer available.</p>;
  return <OrderDetailTables order={node.order} />;
}

/** An order's travellers (as booked, with their prices), its amounts and its payments, all from the gateway's `Money.label`. */
function OrderDetailTables({ order: orderRef }: { order: OrderDetail_order$key }) {
  const order = useFragment(orderDetailFragment, orderRef);
  return (
    <>
      <table className={styles.table}>
        <caption>Travellers on booking {order.reference} ({order.occupancy})</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Date of birth</th>
            <th scope="col">Type</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.travellers.map((traveller) => (
            <tr key={`${traveller.fullName}-${traveller.dateOfBirth}`}>
              <th scope="row">{traveller.fullName}</th>
              <td>{formatPlainDate(traveller.dateOfBirth)}</td>
              <td>{traveller.passengerType}</td>
              <td>{traveller.price.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.amounts}>
        <dt>Subtotal</dt>
        <dd>{order.subtotal.label}</dd>
        {order.discount.paise > 0 && (
          <>
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd>−{order.discount.label}</dd>
          </>
        )}
        <dt>GST</dt>
        <dd>{order.gst.label}</dd>
        <dt>Total</dt>
        <dd>{order.total.label}</dd>
        <dt>Paid</dt>
        <dd>{order.paid.label}</dd>
        <dt>Balance</dt>
        <dd>{order.balance.label}</dd>
      </dl>
      <OrderTourGuides order={order} />
      <table className={styles.table}>
        <caption>Payments</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">For</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {order.payments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatDateTime(payment.paidAt ?? payment.createdAt)}</td>
              <td>{PAYMENT_KIND[payment.kind as keyof typeof PAYMENT_KIND] ?? payment.kind}</td>
              <td>{payment.amount.label}</td>
              <td>{PAYMENT_STATUS[payment.status as keyof typeof PAYMENT_STATUS] ?? payment.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PassengerDocuments order={order} />
    </>
  );
}
