/**
 * The part of the schema.org vocabulary (https://schema.org, version 29) the site's JSON-LD uses: each type's
 * parents and its own properties, as schema.org lists them, and the properties Google's rich results require.
 * No npm package ships the vocabulary (validators such as @adobe/structured-data-validator download it from
 * schema.org at run time, which our offline machines cannot), so the types we emit are written down here;
 * `schemaOrgCheck` refuses any type not listed, so a new type must be added before it can be emitted.
 */
export interface VocabularyType {
  parents: readonly string[];
  properties: readonly string[];
  /** Required by Google's rich-result documentation (or by schema.org's definition of the type). */
  required?: readonly string[];
}

const THING = ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage', 'potentialAction', 'subjectOf', 'additionalType', 'disambiguatingDescription'];

export const SCHEMA_ORG_TYPES: Readonly<Record<string, VocabularyType>> = {
  Thing: { parents: [], properties: THING },
  Intangible: { parents: ['Thing'], properties: [] },
  Organization: {
    parents: ['Thing'],
    properties: ['address', 'areaServed', 'brand', 'contactPoint', 'email', 'founder', 'foundingDate', 'legalName', 'logo', 'telephone', 'slogan', 'vatID', 'taxID', 'numberOfEmployees', 'department', 'parentOrganization', 'aggregateRating', 'review', 'makesOffer'],
  },
  Place: { parents: ['Thing'], properties: ['address', 'geo', 'telephone', 'openingHoursSpecification', 'hasMap', 'logo', 'photo', 'aggregateRating', 'review'] },
  LocalBusiness: { parents: ['Organization', 'Place'], properties: ['currenciesAccepted', 'openingHours', 'paymentAccepted', 'priceRange'] },
  TravelAgency: { parents: ['LocalBusiness'], properties: [], required: ['name', 'url'] },
  StructuredValue: { parents: ['Intangible'], properties: [] },
  ContactPoint: { parents: ['StructuredValue'], properties: ['areaServed', 'availableLanguage', 'contactType', 'email', 'hoursAvailable', 'telephone'] },
  PostalAddress: { parents: ['ContactPoint'], properties: ['addressCountry', 'addressLocality', 'addressRegion', 'postOfficeBoxNumber', 'postalCode', 'streetAddress'] },
  Trip: { parents: ['Intangible'], properties: ['arrivalTime', 'departureTime', 'itinerary', 'offers', 'partOfTrip', 'provider', 'subTrip', 'tripOrigin'] },
  TouristTrip: { parents: ['Trip'], properties: ['touristType'], required: ['name'] },
  Offer: {
    parents: ['Intangible'],
    properties: ['availability', 'availabilityStarts', 'availabilityEnds', 'category', 'itemOffered', 'price', 'priceCurrency', 'priceSpecification', 'priceValidUntil', 'seller', 'validFrom', 'validThrough', 'eligibleQuantity', 'offeredBy'],
    required: ['price', 'priceCurrency'],
  },
  ItemList: { parents: ['Intangible'], properties: ['itemListElement', 'itemListOrder', 'numberOfItems'], required: ['itemListElement'] },
  BreadcrumbList: { parents: ['ItemList'], properties: [], required: ['itemListElement'] },
  ListItem: { parents: ['Intangible'], properties: ['item', 'nextItem', 'position', 'previousItem'], required: ['position'] },
  WebSite: { parents: ['Thing'], properties: ['publisher', 'inLanguage', 'copyrightHolder'] },
  Person: { parents: ['Thing'], properties: ['address', 'familyName', 'givenName', 'homeLocation', 'email', 'telephone'] },
  CreativeWork: {
    parents: ['Thing'],
    properties: ['about', 'author', 'dateCreated', 'dateModified', 'datePublished', 'headline', 'inLanguage', 'publisher', 'text', 'video', 'aggregateRating', 'review'],
  },
  Review: {
    parents: ['CreativeWork'],
    properties: ['itemReviewed', 'reviewAspect', 'reviewBody', 'reviewRating', 'negativeNotes', 'positiveNotes'],
    required: ['author', 'reviewRating'],
  },
  Rating: { parents: ['Intangible'], properties: ['author', 'bestRating', 'ratingExplanation', 'ratingValue', 'reviewAspect', 'worstRating'], required: ['ratingValue'] },
  AggregateRating: { parents: ['Rating'], properties: ['itemReviewed', 'ratingCount', 'reviewCount'], required: ['ratingValue', 'ratingCount'] },
};

/** Properties whose value must be an absolute http(s) URL when it is text. */
export const URL_PROPERTIES: ReadonlySet<string> = new Set(['url', 'item', 'logo', 'image', 'sameAs', '@id']);

/** schema.org's `ItemAvailability` members. */
export const ITEM_AVAILABILITY: ReadonlySet<string> = new Set(
  ['BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut'].map(
    (member) => `https://schema.org/${member}`,
  ),
);
