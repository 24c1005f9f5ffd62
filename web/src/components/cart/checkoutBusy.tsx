'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type CheckoutBusy = {
  /** A change of the cart (travellers, occupancy, coupon, GST) is in flight: its totals may be about to change. */
  busy: boolean;
  /** Runs a change of the cart, `busy` while it runs. */
  track: <T>(change: () => Promise<T>) => Promise<T>;
};

const CheckoutBusyContext = createContext<CheckoutBusy>({ busy: false, track: (change) => change() });

/**
 * The one pending state of /check-out: every control that changes the cart runs its change through `track`, and
 * Pay stays disabled while any runs, so the customer never pays an amount the page has not shown yet.
 */
export function CheckoutBusyProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(0);
  const track = useCallback(async <T,>(change: () => Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await change();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  const value = useMemo(() => ({ busy: running > 0, track }), [running, track]);
  return <CheckoutBusyContext.Provider value={value}>{children}</CheckoutBusyContext.Provider>;
}

export const useCheckoutBusy = (): CheckoutBusy => useContext(CheckoutBusyContext);
