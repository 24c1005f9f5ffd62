'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { LoadMore } from '@/components/list/LoadMore';
import { relayIsland } from '@/relay/relayIsland';
import type { MorePackagesState } from './CategoryPackages';

// The next pages' code (Relay, the pagination query) loads on the first 'Load more', never with the page.
const CategoryPackages = relayIsland(() => import('./CategoryPackages').then((m) => m.CategoryPackages));

type CategoryPackageListProps = { categoryId: string; cursor: string | null; shown: number; total: number; hasNext: boolean; children: ReactNode };

/**
 * The server-rendered first page of cards (`children`), the pages 'Load more' adds after them (`CategoryPackages`,
 * a Relay island mounted on the first press) and the one 'Load more' under them, which keeps its place and focus.
 */
export function CategoryPackageList({ categoryId, cursor, shown, total, hasNext, children }: CategoryPackageListProps) {
  const [more, setMore] = useState<MorePackagesState | null>(null);
  const [started, setStarted] = useState(false);
  const onState = useCallback((state: MorePackagesState) => setMore(state), []);
  const loadMore = () => (started ? more?.loadNext() : setStarted(true));
  return (
    <>
      {shown > 0 ? (
        <div data-testid="category-packages">
          <ul className="card-grid">{children}</ul>
          {started && cursor != null ? <CategoryPackages categoryId={categoryId} cursor={cursor} onState={onState} /> : null}
        </div>
      ) : null}
      <LoadMore
        shown={shown + (more?.shown ?? 0)}
        total={total}
        noun="packages"
        hasNext={more?.hasNext ?? hasNext}
        isLoadingNext={started && (more == null || more.isLoadingNext)}
        onLoadMore={loadMore}
        layout="centered"
      />
    </>
  );
}
