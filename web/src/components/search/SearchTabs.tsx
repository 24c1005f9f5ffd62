'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './SearchTabs.module.css';

export type SearchTab<Key extends string> = { key: Key; label: string };

type Props<Key extends string> = {
  tabs: ReadonlyArray<SearchTab<Key>>;
  active: Key;
  onSelect: (key: Key) => void;
  label: string;
  renderPanel: (key: Key) => ReactNode;
};

const stepByKey: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * An accessible tablist (WAI-ARIA tabs with automatic activation): arrow keys, Home and End move
 * between tabs; only the active tab is in the Tab order. Inactive panels stay mounted but hidden.
 */
export function SearchTabs<Key extends string>({ tabs, active, onSelect, label, renderPanel }: Props<Key>) {
  const idPrefix = useId();
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${idPrefix}-tab-${key}`;
  const panelId = (key: Key) => `${idPrefix}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = stepByKey[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[step(Math.max(index, 0), tabs.length)];
    if (!next) return;
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== active}
          className={styles.panel}
        >
          {renderPanel(tab.key)}
        </div>
      ))}
    </>
  );
}
