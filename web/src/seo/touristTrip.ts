import type { TouristTrip, WithContext } from 'schema-dts';
import { siteName } from '@/config/site';
import { absoluteUrl } from './absoluteUrl';

export interface TripInput {
  title: string;
  description: string | null;
  /** The package page's path. */
  path: string;
  /** An absolute image URL. */
  image: string | null;
  /** The selling price in INR; null for 'Coming Soon..' (then no offer is listed). */
  priceInr: number | null;
  /** "11 Nights / 12 Days". */
  duration: string;
  categories: readonly { title: string }[];
}

/** A package as a `TouristTrip` with its `Offer` (price in INR, in stock while on sale) and the agency as provider. */
export function touristTripJsonLd(trip: TripInput, origin: string): WithContext<TouristTrip> {
  const url = absoluteUrl(trip.path, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.title,
    description: trip.description ?? `${trip.title}, ${trip.duration}.`,
    url,
    ...(trip.image ? { image: trip.image } : {}),
    ...(trip.categories.length > 0 ? { touristType: trip.categories.map((category) => category.title) } : {}),
    provider: { '@type': 'TravelAgency', name: siteName, url: absoluteUrl('/', origin) },
    ...(trip.priceInr != null
      ? {
          offers: {
            '@type': 'Offer',
            price: trip.priceInr,
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
}
