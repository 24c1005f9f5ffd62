'use client';

import type { KeyboardEvent } from 'react';
import { PACKAGE_SECTIONS, tabAfterKey, type PackageSectionId } from './packageTabs';
import styles from './PackageTabs.module.css';

export const tabIdOf = (section: PackageSectionId) => `${section}-tab`;

/**
 * The phone's tab toggle (WAI-ARIA tabs, automatic activation): one tab in the Tab order (roving tabindex), the
 * arrow keys move and select (wrapping), Home and End jump to the first and last tab.
 */
export function PackageTabList({ selected, onSelect }: { selected: PackageSectionId; onSelect: (section: PackageSectionId) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selected);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabIdOf(next))?.focus();
  };
  return (
    <div role="tablist" aria-label="Package details" className={styles.bar} onKeyDown={onKeyDown}>
      {PACKAGE_SECTIONS.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={tabIdOf(id)}
          aria-selected={id === selected}
          aria-controls={id}
          tabIndex={id === selected ? 0 : -1}
          className={styles.item}
          onClick={() => onSelect(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
