'use client';

import { useEffect, useRef, useState } from 'react';
import { ScrollRegion } from '@/components/scroll-region/ScrollRegion';
import styles from './PackageEmi.module.css';

/** A bank's plans as they are shown: the server formats the amounts, so no number formatter loads in the browser. */
export interface EmiBank {
  readonly bank: string;
  readonly plans: ReadonlyArray<{ readonly month: number; readonly price: string; readonly interest: string; readonly extraInterest: string; readonly totalCost: string }>;
}

/**
 * Every bank's EMI plans as a disclosure, the best offer's bank open. A closed bank's table is rendered when it is
 * opened, not in the first HTML: eleven tables were 30 % of the package page's elements, which every visitor's
 * browser parsed, laid out and hydrated although most never open one (docs/performance.md). A bank opened before
 * hydration shows its table once the page is interactive. The amounts come formatted: `Intl.NumberFormat` for en-IN
 * cost ~15 ms of the phone's main thread to create during hydration (a CPU profile of the package page).
 */
export function EmiBankPlans({ amount, banks, openBank }: { amount: string; banks: readonly EmiBank[]; openBank: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([openBank]));
  const list = useRef<HTMLDivElement>(null);
  const toggle = (bank: string, isOpen: boolean) =>
    setOpen((current) => (current.has(bank) === isOpen ? current : isOpen ? new Set(current).add(bank) : new Set([...current].filter((name) => name !== bank))));

  useEffect(() => {
    // A disclosure the visitor opened before hydration fired its `toggle` before React listened.
    const opened = [...(list.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])].map((details) => details.dataset.bank ?? '');
    setOpen((current) => (opened.every((bank) => current.has(bank)) ? current : new Set([...current, ...opened])));
  }, []);

  return (
    <div className={styles.banks} ref={list}>
      {banks.map(({ bank, plans }) => (
        <details key={bank} className={styles.bank} data-bank={bank} open={open.has(bank)} onToggle={(event) => toggle(bank, event.currentTarget.open)}>
          <summary>{bank}</summary>
          {open.has(bank) && (
            <ScrollRegion label={`${bank} EMI plans`} className={styles.tableScroll}>
              <table className={styles.table}>
                <caption>
                  {bank} EMI plans for {amount}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Months</th>
                    <th scope="col">Monthly EMI</th>
                    <th scope="col">Interest (% p.a.)</th>
                    <th scope="col">Extra interest</th>
                    <th scope="col">Total cost</th>
                  </tr>
                </thead>
                <tbody>
                  {plans.map((plan) => (
                    <tr key={plan.month}>
                      <th scope="row">{plan.month}</th>
                      <td>{plan.price}</td>
                      <td>{plan.interest}</td>
                      <td>{plan.extraInterest}</td>
                      <td>{plan.totalCost}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </details>
      ))}
    </div>
  );
}
