'use client';

import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { COUPON_HISTORY_PAGE_SIZE } from '@pilgrim/schema/rules';
import type { CouponHistoryFilters_query$key } from '@/__generated__/CouponHistoryFilters_query.graphql';
import type { EmployeeCouponHistoryPaginationQuery } from '@/__generated__/EmployeeCouponHistoryPaginationQuery.graphql';
import type { EmployeeCouponHistory_viewer$key } from '@/__generated__/EmployeeCouponHistory_viewer.graphql';
import { LoadMore } from '@/components/list/LoadMore';
import styles from '../profile.module.css';
import { CouponHistoryFilters } from './CouponHistoryFilters';
import { CouponHistoryTable } from './CouponHistoryTable';
import type { AppliedFilters } from './couponHistoryForm';

const employeeCouponHistoryFragment = graphql`
  fragment EmployeeCouponHistory_viewer on Viewer
  @refetchable(queryName: "EmployeeCouponHistoryPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 5 }
    cursor: { type: "String" }
    from: { type: "String" }
    to: { type: "String" }
    couponCode: { type: "String" }
    packageId: { type: "ID" }
  ) {
    employee {
      couponHistory(first: $count, after: $cursor, from: $from, to: $to, couponCode: $couponCode, packageId: $packageId)
        @connection(key: "EmployeeCouponHistory_couponHistory") {
        totalCount
        edges {
          node {
            orderId
            reference
            status
            couponCode
            packageTitle
            departureDate
            customerName
            travellerCount
            discount {
              label
            }
            total {
              label
            }
            createdAt
          }
        }
      }
    }
  }
`;

type Props = { viewerId: string; viewer: EmployeeCouponHistory_viewer$key; query: CouponHistoryFilters_query$key };

/** The customers' orders that applied the employee's coupons, newest first, 5 at a time, with the filters above. */
export function EmployeeCouponHistory({ viewerId, viewer: viewerRef, query }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<EmployeeCouponHistoryPaginationQuery, EmployeeCouponHistory_viewer$key>(
    employeeCouponHistoryFragment,
    viewerRef,
  );
  const [filtering, startFiltering] = useTransition();
  const history = data.employee?.couponHistory;
  const apply = (filters: AppliedFilters) =>
    startFiltering(() => {
      refetch({ ...filters, count: COUPON_HISTORY_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' });
    });
  return (
    <div aria-busy={filtering}>
      <h3 className={styles.cardTitle}>Coupon history</h3>
      <CouponHistoryFilters query={query} onApply={apply} pending={filtering} />
      {!history || history.edges.length === 0 ? (
        <p className={styles.empty}>No bookings used your coupons in this period.</p>
      ) : (
        <>
          <CouponHistoryTable viewerId={viewerId} uses={history.edges.map((edge) => edge.node)} />
          <LoadMore shown={history.edges.length} total={history.totalCount} noun="bookings" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(COUPON_HISTORY_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
