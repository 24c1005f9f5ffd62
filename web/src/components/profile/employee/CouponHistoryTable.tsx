'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { formatPlainDate } from '@/lib/formatDate';
import styles from '../profile.module.css';
import type { OrderToView } from './EmployeeOrderDialog';
import { EMPLOYEE_ORDER_STATUS } from './orderStatus';

/** The order dialog (and its query) loads when a row's 'View' is pressed. */
const EmployeeOrderDialog = dynamic(() => import('./EmployeeOrderDialog').then((module) => module.EmployeeOrderDialog), { ssr: false });

type Use = {
  readonly orderId: string;
  readonly reference: string;
  readonly status: string;
  readonly couponCode: string;
  readonly packageTitle: string;
  readonly departureDate: string;
  readonly customerName: string;
  readonly travellerCount: number;
  readonly discount: { readonly label: string };
  readonly total: { readonly label: string };
  readonly createdAt: string;
};

const bookedOn = (iso: string) => formatPlainDate(new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10));

/** The coupon history's rows; each booking's 'View' opens its details in a dialog. */
export function CouponHistoryTable({ viewerId, uses }: { viewerId: string; uses: readonly Use[] }) {
  const [viewing, setViewing] = useState<OrderToView | null>(null);
  return (
    <>
      <table className={styles.table} data-testid="coupon-history">
        <caption>Bookings that applied your coupons</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Booked on</th>
            <th scope="col">Customer</th>
            <th scope="col">Package</th>
            <th scope="col">Coupon</th>
            <th scope="col">Discount</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {uses.map((use) => (
            <tr key={use.orderId}>
              <th scope="row">{use.reference}</th>
              <td>{bookedOn(use.createdAt)}</td>
              <td>
                {use.customerName} ({use.travellerCount} {use.travellerCount === 1 ? 'traveller' : 'travellers'})
              </td>
              <td>
                {use.packageTitle}, departs {formatPlainDate(use.departureDate)}
              </td>
              <td>{use.couponCode}</td>
              <td>−{use.discount.label}</td>
              <td>{use.total.label}</td>
              <td>{EMPLOYEE_ORDER_STATUS[use.status as keyof typeof EMPLOYEE_ORDER_STATUS] ?? use.status}</td>
              <td>
                <button type="button" className={styles.linkButton} onClick={() => setViewing(use)} aria-label={`View booking ${use.reference}`}>
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {viewing && <EmployeeOrderDialog viewerId={viewerId} order={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
