import type { ReactNode } from 'react';
import { graphql } from 'relay-runtime';
import type { PackageSectionsQuery } from '@/__generated__/PackageSectionsQuery.graphql';
import type { PackageSectionId } from '../tabs/packageTabs';
import { PackageDates } from './PackageDates';
import { PackageEmi } from './PackageEmi';
import { PackageFaqs } from './PackageFaqs';
import { PackageInclusions } from './PackageInclusions';
import { PackageItinerary } from './PackageItinerary';
import { PackageOverview } from './PackageOverview';
import { PackageRating } from './PackageRating';
import { PackageReviews } from './PackageReviews';
import { PackageTripJsonLd } from './PackageTripJsonLd';
import { PackageWeather } from './PackageWeather';

/**
 * What the package page's server-rendered parts show, asked on the server only (the route runs it beside the page
 * query). Each server component declares its fragment; spread unmasked, its fields are in this query's answer, which
 * the components read as plain data: their markup is in the first HTML and none of their code reaches the browser.
 */
export const packageSectionsQuery = graphql`
  query PackageSectionsQuery($slug: String!) {
    package(slug: $slug) {
      ...PackageTripJsonLd_package @relay(mask: false)
      ...PackageRating_package @relay(mask: false)
      ...PackageOverview_package @relay(mask: false)
      ...PackageEmi_package @relay(mask: false)
      ...PackageItinerary_package @relay(mask: false)
      ...PackageInclusions_package @relay(mask: false)
      ...PackageDates_package @relay(mask: false)
      ...PackageReviews_package @relay(mask: false)
      ...PackageFaqs_package @relay(mask: false)
      ...PackageWeather_package @relay(mask: false)
    }
  }
`;

export type PackageSectionsData = NonNullable<PackageSectionsQuery['response']['package']>;

export interface PackageSectionNodes {
  /** The rating's stars and count near the title (nothing without a review). */
  rating: ReactNode;
  /** The `TouristTrip` JSON-LD. */
  trip: ReactNode;
  /** The EMI offers (in the Overview, after the client-rendered Zoom banner). */
  emi: ReactNode;
  panels: Record<PackageSectionId, ReactNode>;
}

/** The server-rendered parts of a package page, placed by `PackageDetailPage`; `today` is the date in India. */
export function packageSections(pkg: PackageSectionsData, today: string): PackageSectionNodes {
  return {
    rating: <PackageRating package={pkg} />,
    trip: <PackageTripJsonLd package={pkg} />,
    emi: <PackageEmi package={pkg} />,
    panels: {
      overview: <PackageOverview package={pkg} />,
      itinerary: <PackageItinerary package={pkg} />,
      inclusions: <PackageInclusions package={pkg} />,
      dates: <PackageDates package={pkg} />,
      reviews: <PackageReviews package={pkg} />,
      faqs: <PackageFaqs package={pkg} />,
      weather: <PackageWeather package={pkg} today={today} />,
    },
  };
}
