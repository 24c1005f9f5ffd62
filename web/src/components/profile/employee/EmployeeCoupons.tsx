'use client';

import { graphql, useFragment } from 'react-relay';
import type { EmployeeCoupons_employee$key } from '@/__generated__/EmployeeCoupons_employee.graphql';
import { formatDateTime } from '@/lib/formatDateTime';
import styles from '../profile.module.css';

const employeeCouponsFragment = graphql`
  fragment EmployeeCoupons_employee on EmployeeArea {
    coupons {
      code
      description
      usedCount
      maxUses
      expiresAt
    }
  }
`;

/** The coupons assigned to the employee, with how many paid bookings used each. */
export function EmployeeCoupons({ employee: employeeRef }: { employee: EmployeeCoupons_employee$key }) {
  const { coupons } = useFragment(employeeCouponsFragment, employeeRef);
  if (coupons.length === 0) return <p className={styles.empty}>No coupons are assigned to you yet.</p>;
  return (
    <table className={styles.table}>
      <caption>Your coupons</caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Offer</th>
          <th scope="col">Used</th>
          <th scope="col">Valid until</th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.code}>
            <th scope="row">{coupon.code}</th>
            <td>{coupon.description}</td>
            <td>{coupon.maxUses === null ? coupon.usedCount : `${coupon.usedCount} of ${coupon.maxUses}`}</td>
            <td>{coupon.expiresAt ? formatDateTime(coupon.expiresAt) : 'No end date'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
