'use client';

import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { GroupOrdersPanelQuery } from '@/__generated__/GroupOrdersPanelQuery.graphql';
import type { GroupOrdersPanel_viewer$key } from '@/__generated__/GroupOrdersPanel_viewer.graphql';
import type { GroupOrdersPanelPaginationQuery } from '@/__generated__/GroupOrdersPanelPaginationQuery.graphql';
import { LoadMore } from '@/components/list/LoadMore';
import styles from '../profile.module.css';
import { GroupOrderItem } from './GroupOrderItem';

const PAGE_SIZE = 5;

/** By the viewer's id (`node`), as the bookings: a failed read must not overwrite the root `viewer`. */
const groupOrdersPanelQuery = graphql`
  query GroupOrdersPanelQuery($viewerId: ID!) {
    node(id: $viewerId) {
      ...GroupOrdersPanel_viewer @alias(as: "groupOrders")
    }
  }
`;

const groupOrdersFragment = graphql`
  fragment GroupOrdersPanel_viewer on Viewer
  @refetchable(queryName: "GroupOrdersPanelPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
    groupOrders(first: $count, after: $cursor) @connection(key: "GroupOrdersPanel_groupOrders") {
      totalCount
      edges {
        node {
          id
          ...GroupOrderItem_groupOrder
        }
      }
    }
  }
`;

export function GroupOrdersPanel({ viewerId, fetchKey }: { viewerId: string; fetchKey: number }) {
  const { node } = useLazyLoadQuery<GroupOrdersPanelQuery>(groupOrdersPanelQuery, { viewerId }, { fetchPolicy: 'network-only', fetchKey });
  if (!node?.groupOrders) throw new Error('The group orders could not be read');
  return <GroupOrderList viewer={node.groupOrders} />;
}

/** The group orders, newest first, 5 at a time with 'Load more'. */
function GroupOrderList({ viewer }: { viewer: GroupOrdersPanel_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GroupOrdersPanelPaginationQuery, GroupOrdersPanel_viewer$key>(groupOrdersFragment, viewer);
  const { edges, totalCount } = data.groupOrders;
  if (edges.length === 0) return <p className={styles.empty}>No group orders yet.</p>;
  return (
    <>
      <ul className={styles.list} data-testid="group-orders">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <GroupOrderItem groupOrder={node} />
          </li>
        ))}
      </ul>
      <LoadMore shown={edges.length} total={totalCount} noun="group orders" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}
