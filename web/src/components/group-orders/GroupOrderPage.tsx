'use client';

import dynamic from 'next/dynamic';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { GroupOrderPageQuery } from '@/__generated__/GroupOrderPageQuery.graphql';
import { formatLongDate } from '@/lib/formatDate';
import { CancelGroupOrderButton } from './cancel/CancelGroupOrderButton';
import { GroupOrderShares } from './GroupOrderShares';
import styles from './GroupOrders.module.css';

// The member's form (travellers, GST, pay) loads only for a member with an unpaid share.
const GroupShareForm = dynamic(() => import('./GroupShareForm').then((module) => module.GroupShareForm), { ssr: false });

const groupOrderPageQuery = graphql`
  query GroupOrderPageQuery($id: ID!) {
    node(id: $id) {
      ... on GroupOrder @alias(as: "groupOrder") {
        id
        title
        status
        organiserName
        viewerIsOrganiser
        packageTitle
        departureDate
        persons
        paidShareCount
        shares {
          internalId
        }
        ...GroupOrderShares_groupOrder
        viewerShare {
          isPaid
          total {
            label
          }
          ...GroupShareForm_share
        }
      }
    }
    viewer {
      ...GroupShareForm_viewer
    }
  }
`;

/** A group order: its shares and who has paid, and the viewer's own share to fill and pay. */
export function GroupOrderPage({ groupOrderId }: { groupOrderId: string }) {
  const data = useLazyLoadQuery<GroupOrderPageQuery>(groupOrderPageQuery, { id: groupOrderId }, { fetchPolicy: 'network-only' });
  const environment = useRelayEnvironment();
  // Read again into the store (the page updates in place, e.g. to the cancelled view once the organiser cancelled).
  const reread = () => void fetchQuery<GroupOrderPageQuery>(environment, groupOrderPageQuery, { id: groupOrderId }, { fetchPolicy: 'network-only' }).subscribe({});
  const node = data.node?.groupOrder;
  const viewer = data.viewer;
  if (!node) {
    return (
      <section className={`container ${styles.page}`}>
        <h1>Group order not found</h1>
      </section>
    );
  }
  const share = node.viewerShare;
  const cancelled = node.status === 'CANCELLED';
  return (
    <section className={`container ${styles.page}`}>
      <header>
        <h1 className={styles.title}>{node.title}</h1>
        <p className={styles.meta}>
          {node.packageTitle} · {formatLongDate(node.departureDate)} · {node.persons} travellers{node.viewerIsOrganiser ? ' · organised by you' : node.organiserName ? ` · organised by ${node.organiserName}` : ''}
        </p>
        <p className={styles.meta}>
          {cancelled ? 'Cancelled' : `${node.paidShareCount} of ${node.shares.length} shares paid`}
        </p>
      </header>
      <GroupOrderShares groupOrder={node} />
      {share && share.isPaid && <p className={styles.paid}>Your share of {share.total.label} is paid.</p>}
      {share && !share.isPaid && !cancelled && viewer && <GroupShareForm groupOrderId={node.id} share={share} viewer={viewer} onPayRefused={reread} />}
      {node.viewerIsOrganiser && node.paidShareCount === 0 && !cancelled && <CancelGroupOrderButton groupOrderId={node.id} title={node.title} />}
    </section>
  );
}
