'use client';

import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { OrderDetail_order$key } from '@/__generated__/OrderDetail_order.graphql';
import type { OrderDetailQuery } from '@/__generated__/OrderDetailQuery.graphql';
import { OrderTourGuides } from '@/components/tour-guides/OrderTourGuides';
import { formatPlainDate } from '@/lib/formatDate';
import { PassengerDocuments } from '../kyc/PassengerDocuments';
import styles from '../profile.module.css';
import { OrderPayments } from './OrderPayments';

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
    giftCardAmount {
      paise
      label
    }
    balance {
      label
    }
    ...OrderPayments_order
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

/** The detail of one order, fetched when it is opened (`node(id:)`), so the list's query stays shallow. */
export function OrderDetail({ orderId, fetchKey }: { orderId: string; fetchKey: number }) {
  const { node } = useLazyLoadQuery<OrderDetailQuery>(orderDetailQuery, { id: orderId }, { fetchKey });
  if (!node?.order) return <p className={styles.empty}>This booking is no longer available.</p>;
  return <OrderDetailTables order={node.order} />;
}

/** An order's travellers (as booked, with their prices), its amounts and what it was paid with, all from the gateway's `Money.label`. */
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
        <dd data-testid="order-paid">{order.paid.label}</dd>
        {order.giftCardAmount.paise > 0 && (
          <>
            <dt>Of which by gift card</dt>
            <dd data-testid="order-gift-card-amount">{order.giftCardAmount.label}</dd>
          </>
        )}
        <dt>Balance</dt>
        <dd>{order.balance.label}</dd>
      </dl>
      <OrderTourGuides order={order} />
      <OrderPayments order={order} />
      <PassengerDocuments order={order} />
    </>
  );
}
