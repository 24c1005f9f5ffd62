'use client';

import { useLayoutEffect } from 'react';
import { uiActions } from '@/state/ui-store';
import { DEFAULT_PACKAGE_TAB, isPackageSection, sectionOfHash, tabOf } from './packageTabs';

/** The section holding the element a hash names: the section itself (`#reviews`) or one inside it (`#emi`). */
function sectionHolding(hash: string) {
  const named = sectionOfHash(hash);
  if (named) return { section: named, target: null };
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const id = target?.closest('[data-package-section]')?.id;
  return id && isPackageSection(id) ? { section: id, target } : null;
}

/**
 * While the phone's tabs show: the URL hash chooses the tab (on arrival and on every hash change, e.g. the rating's
 * link to `#reviews`); no hash (or a foreign one) is the spec's default 'overview_tab'. An element inside a hidden
 * tab is scrolled to once its tab shows.
 */
export function useHashTab(enabled: boolean): void {
  // Before the tabs' first paint, so the server's section (chosen by `:target`) never flips to the Overview and back.
  useLayoutEffect(() => {
    if (!enabled) return;
    const apply = () => {
      const found = sectionHolding(window.location.hash);
      uiActions.selectPackageTab(found ? tabOf(found.section) : DEFAULT_PACKAGE_TAB);
      if (found?.target) requestAnimationFrame(() => found.target?.scrollIntoView());
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, [enabled]);
}
