import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import type { GroupOrderItem_groupOrder$key } from '@/__generated__/GroupOrderItem_groupOrder.graphql';
import { groupOrderPath } from '@/components/group-orders/paths';
import { formatLongDate } from '@/lib/formatDate';
import styles from '../profile.module.css';

const groupOrderItemFragment = graphql`
  fragment GroupOrderItem_groupOrder on GroupOrder {
    internalId
    title
    status
    packageTitle
    departureDate
    persons
    viewerIsOrganiser
    paidShareCount
    shares {
      internalId
    }
    total {
      label
    }
    balance {
      label
    }
  }
`;

/** One group order: package, date, who has paid, what is still due ('Cancelled' once cancelled), and the way to its page. */
export function GroupOrderItem({ groupOrder }: { groupOrder: GroupOrderItem_groupOrder$key }) {
  const group = useFragment(groupOrderItemFragment, groupOrder);
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{group.title}</h3>
      <p className={styles.meta}>
        {group.packageTitle} · {formatLongDate(group.departureDate)} · {group.persons} travellers · {group.viewerIsOrganiser ? 'You organise it' : 'You are a member'}
      </p>
      <p>
        {group.status === 'CANCELLED' ? 'Cancelled' : `${group.paidShareCount} of ${group.shares.length} shares paid · Total ${group.total.label} · Due ${group.balance.label}`}
      </p>
      <div className={styles.cardActions}>
        <Link className="button button-secondary" href={groupOrderPath(group.internalId)} aria-label={`View ${group.title}`}>
          View group order
        </Link>
      </div>
    </article>
  );
}
