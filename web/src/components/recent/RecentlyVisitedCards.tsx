'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RecentlyVisitedCardsQuery } from '@/__generated__/RecentlyVisitedCardsQuery.graphql';
import { PackageCard } from '@/components/package/PackageCard';

/** Spec §7 `POST /package/recently-visit?page=1&limit=8`, behind `Query.recentlyVisited`: the packages in the order given. */
const recentlyVisitedCardsQuery = graphql`
  query RecentlyVisitedCardsQuery($packageIds: [ID!]!) {
    recentlyVisited(packageIds: $packageIds) {
      id
      ...PackageCard_package
    }
  }
`;

export function RecentlyVisitedCards({ packageIds }: { packageIds: readonly string[] }) {
  const { recentlyVisited } = useLazyLoadQuery<RecentlyVisitedCardsQuery>(
    recentlyVisitedCardsQuery,
    { packageIds: [...packageIds] },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <ul className="card-grid">
      {recentlyVisited.map((pkg) => (
        <li key={pkg.id}>
          <PackageCard package={pkg} />
        </li>
      ))}
    </ul>
  );
}
