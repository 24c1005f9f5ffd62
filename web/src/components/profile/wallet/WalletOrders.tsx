'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WalletOrders_viewer$key } from '@/__generated__/WalletOrders_viewer.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import styles from '../profile.module.css';
import type { WalletChoice } from './payFromWalletForm';
import type { WalletBalances } from './WalletPanel';

/** The confirm dialog (react-hook-form, zod) loads when 'Pay from wallet' is pressed. */
const PayFromWalletDialog = dynamic(() => import('./PayFromWalletDialog').then((module) => module.PayFromWalletDialog), { ssr: false });

const walletOrdersFragment = graphql`
  fragment WalletOrders_viewer on Viewer {
    orders(status: PROCESSING, first: 20) {
      edges {
        node {
          id
          reference
          packageTitle
          departureDate
          balance {
            paise
            label
          }
        }
      }
    }
  }
`;

export type OrderToPay = { id: string; reference: string; packageTitle: string; balance: { paise: number; label: string } };

/** The booked orders with a balance due, each with 'Pay from wallet' while the wallet holds money. */
export function WalletOrders({ viewer, balances, onPaid }: { viewer: WalletOrders_viewer$key; balances: WalletBalances; onPaid: (wallet: WalletChoice) => void }) {
  const { orders } = useFragment(walletOrdersFragment, viewer);
  const [paying, setPaying] = useState<OrderToPay | null>(null);
  const due = orders.edges.map((edge) => edge.node).filter((order) => order.balance.paise > 0);
  if (due.length === 0) return null;
  const canPay = balances.customer.paise > 0 || balances.reward.paise > 0;
  return (
    <>
      <ul className={styles.list} aria-label="Bookings with a balance due" data-testid="wallet-orders">
        {due.map((order) => (
          <li key={order.id} className={styles.card}>
            <div>
              <h3 className={styles.cardTitle}>{order.packageTitle}</h3>
              <p className={styles.meta}>
                Tour starts {formatPlainDate(order.departureDate)} · Booking {order.reference} · Balance due <strong>{order.balance.label}</strong>
              </p>
            </div>
            {canPay && (
              <button type="button" className="button" onClick={() => setPaying(order)} aria-label={`Pay from wallet for booking ${order.reference}`}>
                Pay from wallet
              </button>
            )}
          </li>
        ))}
      </ul>
      {paying && <PayFromWalletDialog order={paying} balances={balances} onPaid={onPaid} onClose={() => setPaying(null)} />}
    </>
  );
}
