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
 * What the package page's sections show, asked on the server only (the route runs it beside the page query): the
 * sections are server components, so their markup is in the first HTML and none of their code reaches the browser.
 */
export const packageSectionsQuery = graphql`
  query PackageSectionsQuery($slug: String!) {
    package(slug: $slug) {
      title
      path
      duration
      categories {
        title
      }
      price {
        amount
        comingSoon
      }
      tripImage: image(width: 1200, height: 630, format: JPEG, quality: 80) {
        url
      }
      emi {
        amount
        best {
          emi
          bank
          tenure
        }
        banks {
          bank
          plans {
            month
            price
            interest
            extraInterest
            totalCost
          }
        }
      }
      overview
      highlights
      itinerary {
        day
        title
        description
      }
      inclusions
      exclusions
      departures(first: 12) {
        internalId
        date
        seatsLeft
        status
        price {
          label
        }
      }
      nextDeparture {
        date
      }
      rating {
        average
        count
      }
      reviews(first: 3) {
        edges {
          node {
            internalId
            rating
            title
            body
            travelMonth
            reviewerName
            reviewerCity
            verifiedTrip
            createdAt
          }
        }
      }
      faqs {
        groups {
          slug
          title
          faqs {
            internalId
            title
            answer
          }
        }
      }
      weather {
        place {
          slug
          name
          altitudeM
        }
        monthly {
          month
          monthName
          minC
          maxC
          precipitationMm
          rainyDays
        }
      }
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

/** The server-rendered parts of a package page, placed by `PackageDetailPage`. */
export function packageSections(pkg: PackageSectionsData, today: string): PackageSectionNodes {
  const travelDate = pkg.nextDeparture?.date ?? today;
  return {
    rating: <PackageRating rating={pkg.rating} />,
    trip: <PackageTripJsonLd pkg={pkg} />,
    emi: <PackageEmi emi={pkg.emi} />,
    panels: {
      overview: <PackageOverview overview={pkg.overview} highlights={pkg.highlights} />,
      itinerary: <PackageItinerary itinerary={pkg.itinerary} />,
      inclusions: <PackageInclusions inclusions={pkg.inclusions} exclusions={pkg.exclusions} />,
      dates: <PackageDates departures={pkg.departures} />,
      reviews: <PackageReviews pkg={pkg} />,
      faqs: <PackageFaqs groups={pkg.faqs.groups} path={pkg.path} />,
      weather: <PackageWeather weather={pkg.weather} travelDate={travelDate} isNextDeparture={pkg.nextDeparture != null} />,
    },
  };
}
