/**
 * The bench's operations beyond `support/operations.ts`: the search overlay and the profile's wishlist page on our
 * gateway, and each page's data through GraphQL Mesh — the same REST resources our gateway reads for that page
 * (checked by the counting rows), with the fields the page shows. Mesh takes its values inline: its input types are
 * generated per operation (`queryInput_api_v1_…`), and literals keep the documents independent of those names.
 */

/** The search overlay: every section with its cards. */
export const searchQuery = /* GraphQL */ `
  query Search($query: String!) {
    search(query: $query) {
      query totalCount
      packages { count groups { title slug items { id slug title duration tourLabel path image { url } price { amount originalAmount comingSoon label } } } }
      blogs { count groups { title items { id slug kind title path } } }
      news { count groups { title items { id slug kind title path } } }
      collections { count groups { title items { id slug kind title path } } }
    }
  }
`;

/** The profile's wishlist section: the count and the first 6 cards (a user token is required). */
export const wishlistQuery = /* GraphQL */ `
  query Wishlist {
    viewer {
      wishlistCount
      wishlist(first: 6) { edges { node { id slug title duration tourLabel path image { url } price { amount originalAmount comingSoon label } } } }
    }
  }
`;

const literal = (value: string): string => JSON.stringify(value);

/**
 * No `tourLabel`: the api answers null for most cards, which its OpenAPI document does not allow, so Mesh answers
 * an error for every such card.
 */
const cardFields = '_id slug title duration image category { slug title } prices { inrPrice inrPriceSpecial isApplySeatOption }';

/** As `threeway.mjs` asks it: one `/package-data/{slug}` call. */
export const meshPackagePage = (slug: string): string => `{
  api_v1_package_data_by_slug(slug: ${literal(slug)}) { ... on api_v1_package_data_by_slug_200_response { data {
    _id slug title anotherTitle titleForApp duration image tourLabel classification isRegistration
    category { slug title }
    prices { inrPrice inrPriceSpecial isApplySeatOption packagePrice { title inrPrice passengerTypePrice { passengerType inrPrice } } }
    overview highlights inclusions exclusions itinerary { day title description } } } } }`;

/** The category header (`/get-category-stat-by-slug`) and its first 12 cards (`/packages`), as our gateway reads them. */
export const meshCategoryPage = (slug: string): string => `{
  stat: api_v1_get_category_stat_by_slug_by_slug(slug: ${literal(slug)}) { ... on api_v1_get_category_stat_by_slug_by_slug_200_response { data {
    _id slug title anotherTitle description image totalPackages minPrice subCategory { slug title } } } }
  list: api_v1_packages(category: ${literal(slug)}, page: 1, limit: 12) { ... on api_v1_packages_200_response { total page limit data { ${cardFields} } } } }`;

export const meshSearch = (query: string): string => `{
  api_v1_search_by_query(query: ${literal(query)}) { ... on api_v1_search_by_query_200_response { data {
    packages { title slug lists { _id slug title duration image } }
    blogs { title slug lists { _id slug title blogimage } }
    news { title slug lists { _id slug title newsimage } }
    collection { title lists { _id slug title collectionimage } } } } } }`;

/** The wishlist's first 6 cards and its total; Mesh forwards the caller's Authorization upstream. */
export const meshWishlist = `{
  api_v1_package_get_wishlist(wishlisttype: package, page: 1, limit: 6) { ... on api_v1_package_get_wishlist_200_response { total data { ${cardFields} } } } }`;
