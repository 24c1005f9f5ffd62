'use client';

import { useRef, type KeyboardEvent } from 'react';
import type { OrderStatus } from '@/__generated__/BookingOrdersPaginationQuery.graphql';
import styles from '../profile.module.css';

export const ORDER_TABS = [
  { status: 'PROCESSING', label: 'Processing' },
  { status: 'COMPLETED', label: 'Completed' },
  { status: 'CANCELLED', label: 'Cancelled' },
] as const satisfies readonly { status: OrderStatus; label: string }[];

type Tab = { status: OrderStatus; label: string; count: number };
type BookingTabsProps = { tabs: readonly Tab[]; current: OrderStatus; onChoose: (status: OrderStatus) => void; panelId: string };

export const tabIdOf = (status: OrderStatus) => `booking-tab-${status}`;

/** ARIA tabs: the chosen one is focusable, arrow keys, Home and End move between them. */
export function BookingTabs({ tabs, current, onChoose, panelId }: BookingTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.status === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onChoose(tab.status);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabIdOf(tab.status)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label="Bookings by status" className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.status}
          id={tabIdOf(tab.status)}
          type="button"
          role="tab"
          aria-selected={tab.status === current}
          aria-controls={panelId}
          tabIndex={tab.status === current ? 0 : -1}
          className={styles.tab}
          onClick={() => onChoose(tab.status)}
        >
          {tab.label} <span className={styles.tabCount}>({tab.count})</span>
        </button>
      ))}
    </div>
  );
}
