import { siteOrigin } from '@/config/siteUrl';
import { JsonLd } from '@/seo/JsonLd';
import { touristTripJsonLd } from '@/seo/touristTrip';
import { graphql } from 'relay-runtime';
import type { PackageTripJsonLd_package$data } from '@/__generated__/PackageTripJsonLd_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';

export const packageTripJsonLdFragment = graphql`
  fragment PackageTripJsonLd_package on Package {
    title
    overview
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
  }
`;

/** The package as a schema.org `TouristTrip` with its INR `Offer` (none while 'Coming Soon..'). */
export function PackageTripJsonLd({ package: pkg }: { package: ServerFragment<PackageTripJsonLd_package$data> }) {
  const trip = {
    title: pkg.title,
    description: pkg.overview ?? null,
    path: pkg.path,
    image: pkg.tripImage?.url ?? null,
    priceInr: pkg.price.comingSoon ? null : (pkg.price.amount ?? null),
    duration: pkg.duration,
    categories: pkg.categories,
  };
  return <JsonLd data={touristTripJsonLd(trip, siteOrigin())} />;
}
