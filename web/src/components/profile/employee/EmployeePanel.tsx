'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EmployeePanelQuery } from '@/__generated__/EmployeePanelQuery.graphql';
import { EmployeeCoupons } from './EmployeeCoupons';
import { EmployeeCouponHistory } from './EmployeeCouponHistory';

/** By the viewer's id (`node`), as the bookings do, so a failed read never overwrites the root `viewer`. */
const employeePanelQuery = graphql`
  query EmployeePanelQuery($viewerId: ID!) {
    node(id: $viewerId) {
      ... on Viewer {
        employee {
          ...EmployeeCoupons_employee
        }
      }
      ...EmployeeCouponHistory_viewer @alias(as: "history")
    }
    ...CouponHistoryFilters_query
  }
`;

export function EmployeePanel({ viewerId, fetchKey }: { viewerId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<EmployeePanelQuery>(employeePanelQuery, { viewerId }, { fetchPolicy: 'network-only', fetchKey });
  const employee = data.node?.employee;
  // No employee area: the role was taken away since the profile loaded.
  if (!employee || !data.node?.history) throw new Error('The employee area could not be read');
  return (
    <>
      <EmployeeCoupons employee={employee} />
      <EmployeeCouponHistory viewerId={viewerId} viewer={data.node.history} query={data} />
    </>
  );
}
