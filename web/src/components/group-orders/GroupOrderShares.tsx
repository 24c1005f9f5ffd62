import { graphql, useFragment } from 'react-relay';
import type { GroupOrderShares_groupOrder$key } from '@/__generated__/GroupOrderShares_groupOrder.graphql';
import styles from './GroupOrders.module.css';

/** What a share's status cell says. */
const SHARE_STATUS: Record<string, string> = { PAID: 'Paid', UNPAID: 'Unpaid', CANCELLED: 'Cancelled' };

const groupOrderSharesFragment = graphql`
  fragment GroupOrderShares_groupOrder on GroupOrder {
    status
    shares {
      internalId
      member
      memberName
      persons
      travellersAdded
      occupancy
      status
      isViewers
      total {
        label
      }
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
  }
`;

/**
 * Every share with who has paid, and the group's totals (the shares add up to the total). A cancelled group order
 * owes nothing: what was paid, and that it is cancelled, instead of what is still due.
 */
export function GroupOrderShares({ groupOrder }: { groupOrder: GroupOrderShares_groupOrder$key }) {
  const { status, shares, total, paid, balance } = useFragment(groupOrderSharesFragment, groupOrder);
  const cancelled = status === 'CANCELLED';
  return (
    <section className={styles.card} aria-labelledby="group-shares-title">
      <h2 id="group-shares-title" className={styles.title}>
        Shares
      </h2>
      <table className={styles.table} data-testid="group-shares">
        <caption className="visually-hidden">Each member's share and whether it is paid</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Places</th>
            <th scope="col">Travellers added</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => (
            <tr key={share.internalId}>
              <td>
                {share.memberName ?? share.member}
                {share.isViewers ? ' (you)' : ''}
              </td>
              <td>{share.persons}</td>
              <td>{share.travellersAdded}</td>
              <td>{share.total.label}</td>
              <td className={share.status === 'PAID' ? styles.paid : styles.unpaid}>{SHARE_STATUS[share.status] ?? 'Unpaid'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.amounts}>
        <div>
          <dt>Total</dt>
          <dd>{total.label}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{paid.label}</dd>
        </div>
        {cancelled ? (
          <div>
            <dt>Status</dt>
            <dd>Cancelled, nothing is due</dd>
          </div>
        ) : (
          <div>
            <dt>Still due</dt>
            <dd>{balance.label}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
