/** GraphQL operations shaped like the web's pages, shared by the contract tests and the benchmark. */

/** The package page: everything the page shows of one package. */
export const packagePageQuery = /* GraphQL */ `
  query PackagePage($slug: String!) {
    package(slug: $slug) {
      id internalId slug title anotherTitle titleForApp duration tourLabel path bookingLabel
      image { url width height alt }
      categories { slug title }
      price { amount originalAmount currency comingSoon isSeatOption label }
      emi { amount best { emi bank tenure } banks { bank plans { month price interest extraInterest totalCost } } }
      overview highlights inclusions exclusions
      itinerary { day title description }
    }
  }
`;

/** The category listing's first page: the category header and 12 cards with their prices. */
export const categoryListingQuery = /* GraphQL */ `
  query CategoryListing($slug: String!) {
    category(slug: $slug) {
      id title anotherTitle description packageCount startingPrice
      image { url }
      subCategories { slug title }
      packages(first: 12) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id slug title duration tourLabel path image { url } price { amount originalAmount comingSoon label } } }
      }
    }
  }
`;
