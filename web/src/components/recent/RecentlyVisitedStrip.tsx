'use client';

import { useId, useMemo } from 'react';
import { SearchErrorBoundary } from '@/components/search/SearchErrorBoundary';
import { relayIsland } from '@/relay/relayIsland';
import { useUiState } from '@/state/ui-store';
import styles from './RecentlyVisited.module.css';

// The cards' query (Relay) loads after the page, with this strip's code.
const RecentlyVisitedCards = relayIsland(() => import('./RecentlyVisitedCards').then((m) => m.RecentlyVisitedCards));

/** Holds the cards' place while they load, so nothing below moves when they arrive. */
function ReservedCards({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.placeholder} />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Recently Visited' (spec §3: the persisted UI store's list, oldest first, at most 8), below the fold
 * of the home and package pages. The list lives in the browser, so the strip renders after hydration
 * (the server HTML has none of it); a failure hides it (like search, spec §8).
 */
export function RecentlyVisitedStrip({ excludePackageId }: { excludePackageId?: string }) {
  const visited = useUiState((state) => state.recentlyVisited);
  const packageIds = useMemo(() => visited.filter((id) => id !== excludePackageId), [visited, excludePackageId]);
  const headingId = useId();
  if (packageIds.length === 0) return null;

  return (
    <SearchErrorBoundary fallback={null} resetKey={packageIds.join(',')}>
      <section className="container section" aria-labelledby={headingId} data-testid="recently-visited">
        <h2 id={headingId} className="section-title">
          Recently Visited
        </h2>
        <RecentlyVisitedCards packageIds={packageIds} fallback={<ReservedCards count={packageIds.length} />} />
      </section>
    </SearchErrorBoundary>
  );
}
