import type { Resolvers } from '../generated/resolvers-types.ts';
import { accountsResolvers } from './accounts/index.ts';
import { cartResolvers } from './cart/index.ts';
import { categoryResolvers } from './category/index.ts';
import { contentResolvers } from './content/index.ts';
import { collectionsResolvers } from './collections/index.ts';
import { noticeboardResolvers } from './noticeboard/index.ts';
import { pagesResolvers } from './pages/index.ts';
import { blogsResolvers } from './blogs/index.ts';
import { newsResolvers } from './news/index.ts';
import { bookingResolvers } from './booking/index.ts';
import { emiResolvers } from './emi/index.ts';
import { enquiriesResolvers } from './enquiries/index.ts';
import { mergeDomains } from './merge-domains.ts';
import { moneyResolvers } from './money/index.ts';
import { nodeResolvers } from './node/index.ts';
import { ordersResolvers } from './orders/index.ts';
import { packageResolvers } from './package/index.ts';
import { paymentsResolvers } from './payments/index.ts';
import { pickerResolvers } from './picker/index.ts';
import { searchResolvers } from './search/index.ts';
import { sitemapResolvers } from './sitemap/index.ts';
import { subscribersResolvers } from './subscribers/index.ts';
import { travellersResolvers } from './travellers/index.ts';
import { trendingResolvers } from './trending/index.ts';
import { wishlistResolvers } from './wishlist/index.ts';
import { zoomSessionsResolvers } from './zoom-sessions/index.ts';
import { webStoriesResolvers } from './web-stories/index.ts';
import { videosResolvers } from './videos/index.ts';
import { photoAlbumsResolvers } from './photo-albums/index.ts';
import { weatherResolvers } from './weather/index.ts';
import { filesResolvers } from './files/index.ts';
import { kycResolvers } from './kyc/index.ts';
import { faqsResolvers } from './faqs/index.ts';
import { groupOrdersResolvers } from './group-orders/index.ts';
import { giftCardsResolvers } from './gift-cards/index.ts';
import { reviewsResolvers } from './reviews/index.ts';
import { walletResolvers } from './wallet/index.ts';
import { employeesResolvers } from './employees/index.ts';
import { tourGuidesResolvers } from './tour-guides/index.ts';
import { pushResolvers } from './push/index.ts';
import { countriesResolvers } from './countries/index.ts';
import { registrationsResolvers } from './registrations/index.ts';

/** Every resolver of the contract, one line per domain; types whose fields all resolve by default need no entry. */
export const resolvers: Resolvers = mergeDomains([
  nodeResolvers,
  categoryResolvers,
  packageResolvers,
  trendingResolvers,
  searchResolvers,
  contentResolvers,
  collectionsResolvers,
  pagesResolvers,
  noticeboardResolvers,
  blogsResolvers,
  newsResolvers,
  emiResolvers,
  bookingResolvers,
  pickerResolvers,
  accountsResolvers,
  wishlistResolvers,
  travellersResolvers,
  moneyResolvers,
  cartResolvers,
  paymentsResolvers,
  ordersResolvers,
  groupOrdersResolvers,
  enquiriesResolvers,
  subscribersResolvers,
  zoomSessionsResolvers,
  webStoriesResolvers,
  videosResolvers,
  photoAlbumsResolvers,
  weatherResolvers,
  faqsResolvers,
  reviewsResolvers,
  countriesResolvers,
  registrationsResolvers,
  filesResolvers,
  walletResolvers,
  employeesResolvers,
  tourGuidesResolvers,
  pushResolvers,
  kycResolvers,
  giftCardsResolvers,
  sitemapResolvers,
]);
