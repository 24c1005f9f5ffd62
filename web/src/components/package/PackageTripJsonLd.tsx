'use client';

import { graphql, useFragment } from 'react-relay';
import type { PackageTripJsonLd_package$key } from '@/__generated__/PackageTripJsonLd_package.graphql';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { touristTripJsonLd } from '@/seo/touristTrip';

const packageTripJsonLdFragment = graphql`
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
export function PackageTripJsonLd({ package: packageRef }: { package: PackageTripJsonLd_package$key }) {
  const pkg = useFragment(packageTripJsonLdFragment, packageRef);
  const trip = {
    title: pkg.title,
    description: pkg.overview ?? null,
    path: pkg.path,
    image: pkg.tripImage?.url ?? null,
    priceInr: pkg.price.comingSoon ? null : (pkg.price.amount ?? null),
    duration: pkg.duration,
    categories: pkg.categories,
  };
  return <JsonLd data={touristTripJsonLd(trip, useSiteOrigin())} />;
}
