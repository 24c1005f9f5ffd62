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

/** Article rich results: what Google shows an article with (its "recommended" list, required here). */
const ARTICLE_REQUIRED = ['headline', 'image', 'datePublished', 'author'];

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
  Person: {
    parents: ['Thing'],
    properties: ['address', 'affiliation', 'email', 'familyName', 'givenName', 'honorificPrefix', 'jobTitle', 'knowsAbout', 'knowsLanguage', 'telephone', 'worksFor'],
  },
  CreativeWork: {
    parents: ['Thing'],
    properties: [
      'about', 'abstract', 'associatedMedia', 'author', 'comment', 'commentCount', 'contentLocation', 'copyrightHolder', 'copyrightYear', 'creator', 'dateCreated', 'dateModified',
      'datePublished', 'genre', 'hasPart', 'headline', 'inLanguage', 'isAccessibleForFree', 'isPartOf', 'keywords', 'license', 'mainEntity', 'position',
      'publisher', 'text', 'thumbnail', 'thumbnailUrl', 'timeRequired', 'video', 'aggregateRating', 'review',
    ],
  },
  WebSite: { parents: ['CreativeWork'], properties: ['issn'] },
  Article: { parents: ['CreativeWork'], properties: ['articleBody', 'articleSection', 'backstory', 'pageEnd', 'pageStart', 'pagination', 'speakable', 'wordCount'] },
  SocialMediaPosting: { parents: ['Article'], properties: ['sharedContent'] },
  BlogPosting: { parents: ['SocialMediaPosting'], properties: [], required: ARTICLE_REQUIRED },
  NewsArticle: { parents: ['Article'], properties: ['dateline', 'printColumn', 'printEdition', 'printPage', 'printSection'], required: ARTICLE_REQUIRED },
  MediaObject: {
    parents: ['CreativeWork'],
    properties: [
      'associatedArticle', 'bitrate', 'contentSize', 'contentUrl', 'duration', 'embedUrl', 'encodesCreativeWork', 'encodingFormat', 'endTime', 'height',
      'ineligibleRegion', 'playerType', 'productionCompany', 'regionsAllowed', 'requiresSubscription', 'sha256', 'startTime', 'uploadDate', 'width',
    ],
  },
  ImageObject: { parents: ['MediaObject'], properties: ['caption', 'embeddedTextCaption', 'exifData', 'representativeOfPage'], required: ['contentUrl'] },
  // Google's video rich results: name, thumbnailUrl and uploadDate.
  VideoObject: {
    parents: ['MediaObject'],
    properties: ['actor', 'caption', 'director', 'embeddedTextCaption', 'musicBy', 'transcript', 'videoFrameSize', 'videoQuality'],
    required: ['name', 'thumbnailUrl', 'uploadDate'],
  },
  WebPage: { parents: ['CreativeWork'], properties: ['breadcrumb', 'lastReviewed', 'mainContentOfPage', 'primaryImageOfPage', 'relatedLink', 'reviewedBy', 'significantLink', 'speakable', 'specialty'] },
  FAQPage: { parents: ['WebPage'], properties: [], required: ['mainEntity'] },
  Comment: { parents: ['CreativeWork'], properties: ['downvoteCount', 'parentItem', 'sharedContent', 'upvoteCount'] },
  Question: { parents: ['Comment'], properties: ['acceptedAnswer', 'answerCount', 'eduQuestionType', 'suggestedAnswer'], required: ['name', 'acceptedAnswer'] },
  Answer: { parents: ['Comment'], properties: ['answerExplanation'], required: ['text'] },
  Review: {
    parents: ['CreativeWork'],
    properties: ['itemReviewed', 'reviewAspect', 'reviewBody', 'reviewRating', 'negativeNotes', 'positiveNotes'],
    required: ['author', 'reviewRating'],
  },
  // Google's review snippets: a product with a name and a review, an aggregate rating or an offer.
  Product: {
    parents: ['Thing'],
    properties: ['aggregateRating', 'brand', 'category', 'offers', 'review', 'sku', 'model', 'manufacturer', 'isRelatedTo', 'isSimilarTo'],
    required: ['name'],
  },
  Rating: { parents: ['Intangible'], properties: ['author', 'bestRating', 'ratingExplanation', 'ratingValue', 'reviewAspect', 'worstRating'], required: ['ratingValue'] },
  AggregateRating: { parents: ['Rating'], properties: ['itemReviewed', 'ratingCount', 'reviewCount'], required: ['ratingValue', 'ratingCount'] },
};

/** Properties whose value must be an absolute http(s) URL when it is text. */
export const URL_PROPERTIES: ReadonlySet<string> = new Set(['url', 'item', 'logo', 'image', 'sameAs', '@id', 'mainEntityOfPage', 'thumbnailUrl', 'contentUrl', 'embedUrl']);

/** Properties whose value must be an ISO 8601 date or date-time (schema.org `Date` / `DateTime`). */
export const DATE_PROPERTIES: ReadonlySet<string> = new Set(['datePublished', 'dateModified', 'dateCreated', 'uploadDate']);

/** schema.org's `ItemAvailability` members. */
export const ITEM_AVAILABILITY: ReadonlySet<string> = new Set(
  ['BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut'].map(
    (member) => `https://schema.org/${member}`,
  ),
);
