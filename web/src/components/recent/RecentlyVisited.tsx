'use client';

import { lazyIsland } from '@/lib/lazyIsland';
import { useUiState } from '@/state/ui-store';

// The strip's code loads after the page, and only when the visitor has visited a package.
const RecentlyVisitedStrip = lazyIsland(() => import('./RecentlyVisitedStrip').then((m) => m.RecentlyVisitedStrip));

/**
 * 'Recently Visited' (spec §3) below the fold of the home and package pages (`RecentlyVisitedStrip`). The list lives
 * in the browser, so the server HTML has none of it; nothing loads while it is empty.
 */
export function RecentlyVisited({ excludePackageId }: { excludePackageId?: string }) {
  const any = useUiState((state) => state.recentlyVisited.some((id) => id !== excludePackageId));
  return any ? <RecentlyVisitedStrip excludePackageId={excludePackageId} /> : null;
}
