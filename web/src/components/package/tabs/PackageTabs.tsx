'use client';

import type { ReactNode } from 'react';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { uiActions, useUiState } from '@/state/ui-store';
import { MOBILE_TABS_MEDIA, PACKAGE_SECTIONS, sectionOf, tabOf, type PackageSectionId } from './packageTabs';
import { PackageSectionNav } from './PackageSectionNav';
import { PackageTabList, tabIdOf } from './PackageTabList';
import { useActiveSection } from './useActiveSection';
import { useHashTab } from './useHashTab';
import styles from './PackageTabs.module.css';

/** Chooses a tab and keeps it in the URL hash (replacing the entry: tabs are not pages of the history). */
function selectTab(section: PackageSectionId) {
  uiActions.selectPackageTab(tabOf(section));
  window.history.replaceState(window.history.state, '', `#${section}`);
}

/**
 * The package page's sections (Overview … Weather). Server-rendered all at once under a sub-nav of links, which
 * stays on wide screens (sticky, the section in view highlighted); on a phone the links already show one section
 * (CSS `:target`, the same boxes as the tabs), and with JavaScript a tab toggle takes over, chosen by the URL hash,
 * else 'overview_tab' (spec §3).
 */
export function PackageTabs({ panels }: { panels: Record<PackageSectionId, ReactNode> }) {
  const tabs = useMediaQuery(MOBILE_TABS_MEDIA);
  const selected = sectionOf(useUiState((state) => state.packageTab));
  const active = useActiveSection(!tabs);
  useHashTab(tabs);
  return (
    <div className={tabs ? styles.tabs : `${styles.tabs} ${styles.linked}`} data-package-tabs="">
      {tabs ? <PackageTabList selected={selected} onSelect={selectTab} /> : <PackageSectionNav active={active} />}
      {PACKAGE_SECTIONS.map(({ id, label }) => (
        <section
          key={id}
          id={id}
          data-package-section=""
          className={styles.section}
          role={tabs ? 'tabpanel' : undefined}
          aria-labelledby={tabs ? tabIdOf(id) : `${id}-heading`}
          hidden={tabs && id !== selected}
          tabIndex={tabs ? 0 : undefined}
        >
          <h2 id={`${id}-heading`} className={tabs ? 'visually-hidden' : styles.heading}>
            {label}
          </h2>
          {panels[id]}
        </section>
      ))}
    </div>
  );
}
