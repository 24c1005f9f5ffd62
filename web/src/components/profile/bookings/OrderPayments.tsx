'use client';

import { graphql, useFragment } from 'react-relay';
import type { OrderPayments_order$key } from '@/__generated__/OrderPayments_order.graphql';
import { formatDateTime } from '@/lib/formatDateTime';
import styles from '../profile.module.css';
import { paidLines } from './paidParts';

const orderPaymentsFragment = graphql`
  fragment OrderPayments_order on Order {
    paid {
      label
    }
    giftCards {
      codeLast4
      amount {
        label
      }
      createdAt
      refundedAt
    }
    payments {
      id
      kind
      provider
      walletType
      status
      amount {
        label
      }
      refundDue {
        paise
        label
      }
      createdAt
      paidAt
    }
  }
`;

/** Every part of what an order was paid with, by date: gift cards (last 4 of the code), provider and wallet payments; the paid ones add up to 'Paid'. */
export function OrderPayments({ order: orderRef }: { order: OrderPayments_order$key }) {
  const order = useFragment(orderPaymentsFragment, orderRef);
  return (
    <table className={styles.table}>
      <caption>Payments</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Paid with</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {paidLines(order.giftCards, order.payments).map((line) => (
          <tr key={line.key} data-testid="paid-part">
            <td>{formatDateTime(line.at)}</td>
            <td>{line.label}</td>
            <td>{line.amount}</td>
            <td>{line.status}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Paid
          </th>
          <td data-testid="payments-paid">{order.paid.label}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
