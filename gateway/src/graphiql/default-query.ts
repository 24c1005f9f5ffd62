/** The operations GraphiQL opens with: one per root field, each runnable on its own (pick it by name). */
export const DEFAULT_QUERY = /* GraphQL */ `# Pilgrim gateway: pick an operation by name and run it.

query Menu {
  menu {
    id
    title
    isInternational
    subCategories { slug title }
    menuPackages { title duration path }
  }
}

query CategoryPage($after: String) {
  category(slug: "kailash-mansarovar") {
    id
    title
    description
    packageCount
    startingPrice
    image { url width height alt }
    packages(first: 12, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node { id title duration path price { label comingSoon } }
      }
    }
  }
}

query PopularCategories {
  popularCategories { id slug title image { url } }
}

query PackagePage {
  package(slug: "kailash-mansarovar-yatra-via-lhasa") {
    id
    title
    duration
    path
    bookingLabel
    categories { slug title }
    image { url width height alt }
    price { amount originalAmount currency comingSoon isSeatOption label }
    emi { best { emi bank tenure } }
    highlights
    itinerary { day title }
    faqs(groups: ["about-this-tour"]) { totalCount groups { title faqs { title } } }
  }
}

query Trending {
  trending {
    packages { id title path price { label } }
    categories { id slug title }
  }
}

query Search {
  search(query: "kailash") {
    query
    totalCount
    packages { count groups { title slug items { title path price { label } } } }
    blogs { count groups { title items { title path } } }
    news { count groups { title items { title path } } }
    collections { count groups { title items { title path } } }
  }
}

query Emi {
  emi(amount: 145000) {
    amount
    best { emi bank tenure }
    banks { bank plans { month price interest extraInterest totalCost } }
  }
}

query PackagePicker {
  packagePicker { title options { id internalId title titleForApp classification } }
}

query ZoomSessions {
  zoomSessions(first: 3) { id internalId zoomMeetingId title host startsAt durationMinutes seatsLeft }
}

query Blogs($after: String) {
  blogCategories { slug title count path }
  blogCategory(slug: "yatra-guides") { title description }
  blogs(category: "yatra-guides", first: 4, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id title summary author readingMinutes publishedAt path image { url } } }
  }
}

query BlogPost {
  blog(slug: "kailash-mansarovar-yatra-complete-guide") { title categoryTitle bodyHtml related { title path } }
}

query News($after: String) {
  newsCategories { slug title count }
  news(first: 4, after: $after) { totalCount edges { node { id title summary publishedAt path } } }
  newsItem(slug: "kailash-mansarovar-yatra-2026-dates") { title bodyHtml related { title path } }
}

query Collections {
  collections(first: 4) { totalCount edges { node { id title packageCount path } } }
  collection(slug: "himalayan-yatras-2026") { title bodyHtml packages { title path } }
}

query WebStories($after: String) {
  webStories(first: 8, after: $after) { totalCount edges { node { id title path cover { url } } } }
  webStory(slug: "kailash-parikrama-in-8-steps") { title slides { position heading text image { url } } nextStory { path } }
}

query Videos {
  videos(tag: "kmy", first: 4) { totalCount edges { node { id title duration thumbnail { url } source { kind url mimeType } } } }
  video(slug: "kailash-parikrama-day-by-day") { title durationSeconds }
}

query Reviews {
  reviews(format: TEXT, first: 4) { totalCount edges { node { id rating title reviewerName travelMonth likes dislikes myVote package { title path rating { average count } } } } }
  reviewRating { average count distribution { rating count } }
}

query PhotoAlbums {
  photoAlbums(first: 4) { totalCount edges { node { id title photoCount cover { url } } } }
  photoAlbum(slug: "kailash-mansarovar-yatra-2025") { title photos { position caption width height image { url } } }
}

query Pages {
  pages(first: 20) { totalCount edges { node { slug title path updatedAt } } }
  page(slug: "special-yatra") { title bodyHtml packages { title path } }
  kmyRegistrationPage(section: BANK_DETAILS) { title bankAccounts { bankName accountNumber ifsc } }
  kmyRegistrationPackages { title path }
}

# FAQs, grouped; signed in, also the caller's pending questions and votes (\`votes { viewerVote }\`).
query Faqs {
  faqs(type: GENERAL, id: "all") {
    title totalCount
    groups { slug title faqs { id title answer isPending votes { upCount downCount } commentCount comments { authorName text replies { authorName text } } } }
  }
}

query Noticeboard {
  noticeboard(first: 5) { id title text publishedAt link { url label } }
}

query Sitemap($after: String) {
  sitemap(first: 50, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { path updatedAt kind } }
  }
}

# The default id is the seeded "Kailash Mansarovar Yatra via Lhasa"; paste any \`id\` from above instead.
query Node($id: ID! = "UGFja2FnZTo0NDJlNWIxMTQyZTg3NDk3MWMzOTc2ZTg=") {
  node(id: $id) {
    id
    __typename
    ... on Package { title path }
    ... on Category { title slug }
    ... on ContentItem { title path }
  }
}

# A place's weather for a date: the day, the 7-day strip and the monthly normals (chart).
query Weather {
  weather(place: "mount-kailash") {
    date
    place { id name altitudeM }
    day { date minC maxC precipitationMm windKmh sunrise sunset conditions conditionsText source }
    week { date minC maxC conditions }
    monthly { monthName minC maxC precipitationMm }
  }
}

query WeatherPlaces {
  weatherPlaces { id slug name region altitudeM }
}

query WeatherSearch {
  weatherSearch(query: "kail") { place { slug name } day { minC maxC conditionsText } }
}

# The weather pages: a category's places (kailash-mansarovar, kailash-overland).
query CategoryWeather {
  category(slug: "kailash-mansarovar") { weather { place { name } day { minC maxC } } }
}

# The pickers of the KMY registration's address step: every country (India, Nepal, China, Bhutan, Sri Lanka first),
# then a country's seeded cities by its ISO code.
query CountriesAndCities {
  countries { id code name dialCode hasCities }
  cities(countryCode: "IN") { id internalId name state }
}

# The signed-in user: null without an \`Authorization: Bearer <token>\` header (see SignInWithPassword).
query Viewer {
  viewer { id displayName initial email emailVerified mobile nationalNumber countryCode wishlistCount }
}

# The recently visited packages of the UI store, in its order (put package IDs from Node lookups here).
query RecentlyVisited {
  recentlyVisited(packageIds: []) { id title isInWishlist }
}

# Answers a token for the Authorization header; failures come back as userErrors, never as errors.
mutation SignInWithPassword {
  signInWithPassword(input: { email: "pilgrim@example.com", password: "secret12" }) {
    token
    expiresAt
    viewer { displayName }
    userErrors { code message field }
  }
}
`;
