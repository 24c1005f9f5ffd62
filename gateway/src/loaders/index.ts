import type { RestClient } from '../rest/http.ts';
import { createCartLoaders } from './cart.ts';
import { createCategoryLoaders } from './categories.ts';
import { createContentLoaders } from './content.ts';
import { createCollectionLoaders } from './collections.ts';
import { createNoticeboardLoaders } from './noticeboard.ts';
import { createPageLoaders } from './pages.ts';
import { createBlogLoaders } from './blogs.ts';
import { createNewsLoaders } from './news.ts';
import { createDepartureLoaders } from './booking.ts';
import { lazyGroups } from './lazy-groups.ts';
import { createListLoaders } from './lists.ts';
import { createGroupOrderLoaders } from './group-orders.ts';
import { createOrderLoaders } from './orders.ts';
import { createPackageLoaders } from './packages.ts';
import { createPaymentLoaders } from './payments.ts';
import { createWishlistLoaders } from './wishlist.ts';
import { createTravellerLoaders } from './travellers.ts';
import { createEnquiryLoaders } from './enquiries.ts';
import { createZoomSessionLoaders } from './zoom-sessions.ts';
import { createWebStoryLoaders } from './web-stories.ts';
import { createVideoLoaders } from './videos.ts';
import { createPhotoAlbumLoaders } from './photo-albums.ts';
import { createWeatherLoaders } from './weather.ts';
import { createFaqLoaders } from './faqs.ts';
import { createGiftCardLoaders } from './gift-cards.ts';
import { createReviewLoaders } from './reviews.ts';
import { createWalletLoaders } from './wallet.ts';
import { createEmployeeLoaders } from './employees.ts';
import { createTourGuideLoaders } from './tour-guides.ts';
import { createKycLoaders } from './kyc.ts';
import { createCountryLoaders } from './countries.ts';
import { createRegistrationLoaders } from './registrations.ts';

interface LoaderArgs {
  client: RestClient;
  trendingIds: readonly string[];
  userToken: string | null;
}

const buildLoaders = lazyGroups([
  ({ client }: LoaderArgs) => createOrderLoaders(client),
  ({ client }: LoaderArgs) => createPaymentLoaders(client),
  ({ client }: LoaderArgs) => createPackageLoaders(client),
  ({ client }: LoaderArgs) => createCategoryLoaders(client),
  ({ client }: LoaderArgs) => createContentLoaders(client),
  ({ client }: LoaderArgs) => createCollectionLoaders(client),
  ({ client }: LoaderArgs) => createPageLoaders(client),
  ({ client }: LoaderArgs) => createNoticeboardLoaders(client),
  ({ client }: LoaderArgs) => createBlogLoaders(client),
  ({ client }: LoaderArgs) => createNewsLoaders(client),
  ({ client, trendingIds }: LoaderArgs) => createListLoaders(client, trendingIds),
  ({ client, userToken }: LoaderArgs) => createWishlistLoaders(client, userToken),
  ({ client }: LoaderArgs) => createDepartureLoaders(client),
  ({ client }: LoaderArgs) => createTravellerLoaders(client),
  ({ client, userToken }: LoaderArgs) => createCartLoaders(client, userToken),
  ({ client }: LoaderArgs) => createEnquiryLoaders(client),
  ({ client }: LoaderArgs) => createZoomSessionLoaders(client),
  ({ client }: LoaderArgs) => createWebStoryLoaders(client),
  ({ client }: LoaderArgs) => createVideoLoaders(client),
  ({ client }: LoaderArgs) => createPhotoAlbumLoaders(client),
  ({ client }: LoaderArgs) => createWeatherLoaders(client),
  ({ client, userToken }: LoaderArgs) => createFaqLoaders(client, userToken),
  ({ client, userToken }: LoaderArgs) => createReviewLoaders(client, userToken),
  ({ client }: LoaderArgs) => createWalletLoaders(client),
  ({ client }: LoaderArgs) => createEmployeeLoaders(client),
  ({ client }: LoaderArgs) => createTourGuideLoaders(client),
  ({ client }: LoaderArgs) => createGroupOrderLoaders(client),
  ({ client }: LoaderArgs) => createKycLoaders(client),
  ({ client }: LoaderArgs) => createGiftCardLoaders(client),
  ({ client }: LoaderArgs) => createCountryLoaders(client),
  ({ client }: LoaderArgs) => createRegistrationLoaders(client),
] as const);

/** Every loader of one GraphQL request; built per request so caches never outlive it or cross users. */
/** `userToken`: the caller's user token (null for a visitor); the viewer's loaders call nothing without it. */
/** Each domain's loaders are built when the operation first uses one of them (see `lazy-groups.ts`). */
export function createLoaders(client: RestClient, trendingIds: readonly string[], userToken: string | null = null) {
  return buildLoaders({ client, trendingIds, userToken });
}

export type Loaders = ReturnType<typeof createLoaders>;
