import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd } from './breadcrumbList';
import { faqPageJsonLd } from './faqPage';
import { itemListJsonLd } from './itemList';
import { contactOrganizationJsonLd, travelAgencyJsonLd } from './organisation';
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
    const list = itemListJsonLd([{ name: TRIP.title, path: TRIP.path }], ORIGIN, { total: 9 });
    expect(schemaOrgIssues(list)).toEqual([]);
    const trail = breadcrumbListJsonLd([{ label: 'Home', path: '/' }, { label: 'Kailash Mansarovar', path: '/package/kailash-mansarovar' }, { label: TRIP.title }], ORIGIN);
    expect(schemaOrgIssues(trail)).toEqual([]);
    expect(trail.itemListElement).toContainEqual(expect.objectContaining({ item: `${ORIGIN}/package/kailash-mansarovar` }));
  });
});

describe('the content pages\' JSON-LD builders, checked against schema.org', () => {
  it('builds a valid contact Organization with its support line and offices', () => {
    const organisation = contactOrganizationJsonLd(ORIGIN);
    expect(schemaOrgIssues(organisation)).toEqual([]);
    expect(organisation).toHaveProperty('contactPoint.length', 3);
    expect(organisation).toMatchObject({ url: `${ORIGIN}/`, address: [{ addressCountry: 'IN' }, { addressCountry: 'NP' }] });
  });

  it('builds a valid named list page ItemList whose positions continue from its offset', () => {
    const list = itemListJsonLd([{ name: 'The parikrama', path: '/videos#video-parikrama' }], ORIGIN, { total: 30, offset: 12, name: 'Videos', path: '/videos' });
    expect(schemaOrgIssues(list)).toEqual([]);
    expect(list).toMatchObject({ name: 'Videos', url: `${ORIGIN}/videos`, numberOfItems: 30 });
    expect(list.itemListElement).toEqual([{ '@type': 'ListItem', position: 13, name: 'The parikrama', url: `${ORIGIN}/videos#video-parikrama` }]);
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

  it('knows BlogPosting as a SocialMediaPosting and NewsArticle as an Article, each with their own properties', () => {
    const article = { headline: 'h', image: 'https://x.example/i.jpg', datePublished: '2026-04-02', author: { '@type': 'Person', name: 'A' } };
    expect(schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'BlogPosting', ...article, sharedContent: 'https://x.example/' })).toEqual([]);
    expect(schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'NewsArticle', ...article, dateline: 'Delhi', articleSection: 'Yatra' })).toEqual([]);
    expect(schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'BlogPosting', ...article, dateline: 'Delhi' })).toEqual(['BlogPosting: BlogPosting has no property "dateline"']);
  });

  it('requires the article and video fields Google reads, and ISO 8601 dates', () => {
    expect(schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'h' })).toEqual([
      'NewsArticle: NewsArticle requires "image"',
      'NewsArticle: NewsArticle requires "datePublished"',
      'NewsArticle: NewsArticle requires "author"',
    ]);
    expect(schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'v', thumbnailUrl: '/thumb.jpg', uploadDate: '2 April 2026' })).toEqual([
      'VideoObject.thumbnailUrl: "/thumb.jpg" is not an absolute http(s) URL',
      'VideoObject.uploadDate: "2 April 2026" is not an ISO 8601 date',
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

describe('FAQPage JSON-LD, checked against schema.org', () => {
  it('builds a valid FAQPage of Questions with accepted Answers, leaving pending questions out', () => {
    const page = faqPageJsonLd(
      [
        { question: 'Do I need a passport?', answer: 'Yes, valid for six months.', upvotes: 3 },
        { question: 'Is there Wi-Fi?', answer: '' },
      ],
      '/faqs',
      ORIGIN,
    );
    expect(schemaOrgIssues(page)).toEqual([]);
    expect(page).toMatchObject({
      '@type': 'FAQPage',
      url: `${ORIGIN}/faqs`,
      mainEntity: [{ '@type': 'Question', name: 'Do I need a passport?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, valid for six months.', upvoteCount: 3 } }],
    });
  });

  it('refuses a Question without its accepted answer', () => {
    const issues = schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] });
    expect(issues.join(' ')).toContain('acceptedAnswer');
  });
});
