import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd } from './breadcrumbList';
import { itemListJsonLd } from './itemList';
import { travelAgencyJsonLd } from './organisation';
import { agencyReviewsJsonLd } from './reviews';
import { schemaOrgIssues } from './schemaOrgCheck';
import { touristTripJsonLd, type TripInput } from './touristTrip';

const ORIGIN = 'https://www.example-yatra.in';

const TRIP: TripInput = {
  title: 'Kailash Mansarovar Yatra via Lhasa',
  description: 'Fly to Lhasa and drive across the Tibetan plateau to Mount Kailash.',
  path: '/kailash-mansarovar/kailash-mansarovar-yatra-via-lhasa',
  image: 'https://media.example-yatra.in/media/packages/kmy-lhasa?w=1200&h=630',
  priceInr: 265000,
  duration: '13 Nights / 14 Days',
  categories: [{ title: 'Kailash Mansarovar' }],
};

describe('the JSON-LD builders, checked against schema.org', () => {
  it('builds a valid TravelAgency from the contact configuration', () => {
    const agency = travelAgencyJsonLd(ORIGIN);
    expect(schemaOrgIssues(agency)).toEqual([]);
    expect(agency).toMatchObject({ url: `${ORIGIN}/`, telephone: '+91-98100-00000', address: { addressCountry: 'IN', postalCode: '110058' } });
  });

  it('builds a valid TouristTrip with an INR Offer in stock', () => {
    const trip = touristTripJsonLd(TRIP, ORIGIN);
    expect(schemaOrgIssues(trip)).toEqual([]);
    expect(trip).toMatchObject({
      url: `${ORIGIN}${TRIP.path}`,
      offers: { '@type': 'Offer', price: 265000, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('lists no offer for a Coming Soon package, and stays valid', () => {
    const trip = touristTripJsonLd({ ...TRIP, priceInr: null, description: null }, ORIGIN);
    expect(schemaOrgIssues(trip)).toEqual([]);
    expect(trip).not.toHaveProperty('offers');
  });

  it('builds a valid ItemList and BreadcrumbList with absolute URLs', () => {
    const list = itemListJsonLd([{ name: TRIP.title, path: TRIP.path }], ORIGIN, 9);
    expect(schemaOrgIssues(list)).toEqual([]);
    const trail = breadcrumbListJsonLd([{ label: 'Home', path: '/' }, { label: 'Kailash Mansarovar', path: '/package/kailash-mansarovar' }, { label: TRIP.title }], ORIGIN);
    expect(schemaOrgIssues(trail)).toEqual([]);
    expect(trail.itemListElement).toContainEqual(expect.objectContaining({ item: `${ORIGIN}/package/kailash-mansarovar` }));
  });
});

describe('schemaOrgIssues', () => {
  it('reports unknown types and properties, missing required ones, relative URLs and bad enumeration members', () => {
    expect(schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'TouristTrap', name: 'x' })).toEqual(['TouristTrap: unknown type TouristTrap']);
    expect(
      schemaOrgIssues({
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: 'x',
        url: '/relative',
        pricee: 1,
        offers: { '@type': 'Offer', price: 1, priceCurrency: 'Rs', availability: 'InStock' },
      }),
    ).toEqual([
      'TouristTrip.url: "/relative" is not an absolute http(s) URL',
      'TouristTrip: TouristTrip has no property "pricee"',
      'TouristTrip.offers.availability: "InStock" is not an ItemAvailability',
      'TouristTrip.offers.priceCurrency: "Rs" is not an ISO 4217 code',
    ]);
    expect(schemaOrgIssues({ '@type': 'Offer' })).toEqual([
      '@context must be "https://schema.org", got undefined',
      'Offer: Offer requires "price"',
      'Offer: Offer requires "priceCurrency"',
    ]);
  });

  it('requires an item on every breadcrumb but the last', () => {
    const trail = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }, { '@type': 'ListItem', position: 2, name: 'Page' }] };
    expect(schemaOrgIssues(trail)).toEqual(['BreadcrumbList.itemListElement[0]: a breadcrumb before the last needs an item']);
  });

  it('builds a valid TravelAgency with its AggregateRating and Reviews, and claims no rating without reviews', () => {
    const review = { title: 'A blessed journey', body: 'Well looked after.', rating: 5, reviewerName: 'Meera', createdAt: '2025-09-01T06:00:00.000Z' };
    const rated = agencyReviewsJsonLd({ average: 4.7, count: 12 }, [review], ORIGIN);
    expect(schemaOrgIssues(rated)).toEqual([]);
    expect(rated).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 12 },
      review: [{ '@type': 'Review', author: { name: 'Meera' }, reviewRating: { ratingValue: 5 }, datePublished: '2025-09-01' }],
    });
    const unrated = agencyReviewsJsonLd({ average: null, count: 0 }, [], ORIGIN);
    expect(schemaOrgIssues(unrated)).toEqual([]);
    expect(unrated).not.toHaveProperty('aggregateRating');
  });
});
