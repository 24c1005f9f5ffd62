'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { PackageDetailPageQuery } from '@/__generated__/PackageDetailPageQuery.graphql';
import { PackageCollections } from '@/components/collections/PackageCollections';
import { PackageRelatedReading } from '@/components/blogs/PackageRelatedReading';
import { RecentlyVisited } from '@/components/recent/RecentlyVisited';
import { useRecordVisit } from '@/components/recent/useRecordVisit';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { PackageZoomBanner } from '@/components/zoom-sessions/PackageZoomBanner';
import { PackageBookingCard } from './PackageBookingCard';
import { PackageHeader } from './PackageHeader';
import type { PackageSectionNodes } from './sections/PackageSections';
import { PackageTabs } from './tabs/PackageTabs';
import styles from './PackageDetailPage.module.css';

const packageDetailPageQuery = graphql`
  query PackageDetailPageQuery($slug: String!) {
    package(slug: $slug) {
      id
      title
      overview
      path
      duration
      price {
        label
      }
      ...PackageHeader_package
      ...PackageBookingCard_package
      ...PackageZoomBanner_package
      ...PackageCollections_package
      ...PackageRelatedReading_package
    }
  }
`;

type PackageDetailPageProps = {
  preloaded: SerializablePreloadedQuery<PackageDetailPageQuery>;
  /** The server-rendered sections (`PackageSections`): rating, Overview text … Weather. */
  sections: PackageSectionNodes;
};

export function PackageDetailPage({ preloaded, sections }: PackageDetailPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { package: pkg } = usePreloadedQuery<PackageDetailPageQuery>(packageDetailPageQuery, queryRef);
  useRecordVisit(pkg?.id);
  // The server page answers 404 before rendering this when the package does not exist.
  if (pkg == null) return null;

  return (
    <>
      <article className={`container ${styles.page}`}>
        <PackageHeader package={pkg} rating={sections.rating} />
        {sections.trip}
        <div className={styles.columns}>
          <div className={styles.main}>
            <PackageTabs
              panels={{
                ...sections.panels,
                overview: (
                  <>
                    {sections.panels.overview}
                    <PackageZoomBanner package={pkg} />
                    {sections.emi}
                    <PackageCollections package={pkg} />
                  </>
                ),
              }}
            />
          </div>
          <aside className={styles.aside} aria-label="Price and booking">
            <PackageBookingCard package={pkg} />
          </aside>
        </div>
      </article>
      <PackageRelatedReading package={pkg} />
      <RecentlyVisited excludePackageId={pkg.id} />
    </>
  );
}
