import { siteOrigin } from '@/config/siteUrl';
import { JsonLd } from '@/seo/JsonLd';
import { touristTripJsonLd } from '@/seo/touristTrip';
import type { PackageSectionsData } from './PackageSections';

/** The package as a schema.org `TouristTrip` with its INR `Offer` (none while 'Coming Soon..'). */
export function PackageTripJsonLd({ pkg }: { pkg: PackageSectionsData }) {
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
