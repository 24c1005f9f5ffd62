import { graphql } from 'relay-runtime';
import type { PackageDetailPageQuery } from '@/__generated__/PackageDetailPageQuery.graphql';
import { PackageCollections } from '@/components/collections/PackageCollections';
import { PackageRelatedReading } from '@/components/blogs/PackageRelatedReading';
import { RecentlyVisited } from '@/components/recent/RecentlyVisited';
import { RecordVisit } from '@/components/recent/RecordVisit';
import { PackageZoomBanner } from '@/components/zoom-sessions/PackageZoomBanner';
import { PackageBookingCard } from './PackageBookingCard';
import { PackageHeader } from './PackageHeader';
import type { PackageSectionNodes } from './sections/PackageSections';
import { PackageTabs } from './tabs/PackageTabs';
import styles from './PackageDetailPage.module.css';

/**
 * Asked on the server only (a server component), like `PackageSectionsQuery`: every fragment is spread unmasked and
 * the page is rendered from the raw answer; its client code is the islands (heart, tabs, booking, recently visited).
 */
export const packageDetailPageQuery = graphql`
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
      ...PackageHeader_package @relay(mask: false)
      ...PackageBookingCard_package @relay(mask: false)
      ...PackageZoomBanner_package @relay(mask: false)
      ...PackageCollections_package @relay(mask: false)
      ...PackageRelatedReading_package @relay(mask: false)
    }
  }
`;

type PackageDetailPageProps = {
  package: NonNullable<PackageDetailPageQuery['response']['package']>;
  /** The server-rendered sections (`PackageSections`): rating, Overview text … Weather. */
  sections: PackageSectionNodes;
};

export function PackageDetailPage({ package: pkg, sections }: PackageDetailPageProps) {
  return (
    <>
      <RecordVisit packageId={pkg.id} />
      <article className={`container ${styles.page}`}>
        <PackageHeader package={pkg} rating={sections.rating} />
        {sections.trip}
        <div className={styles.columns}>
          {/* Before the tabs in the DOM (Tab reaches 'Book Now' soon after the title); CSS places it in the right column. */}
          <aside className={styles.aside} aria-label="Price and booking">
            <PackageBookingCard package={pkg} />
          </aside>
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
        </div>
      </article>
      <PackageRelatedReading package={pkg} />
      <RecentlyVisited excludePackageId={pkg.id} />
    </>
  );
}
