import type { RestClient } from '../rest/http.ts';
import { createCartLoaders } from './cart.ts';
import { createCategoryLoaders } from './categories.ts';
import { createContentLoaders } from './content.ts';
import { createDepartureLoaders } from './booking.ts';
import { createListLoaders } from './lists.ts';
import { createOrderLoaders } from './orders.ts';
import { createPackageLoaders } from './packages.ts';
import { createPaymentLoaders } from './payments.ts';
import { createWishlistLoaders } from './wishlist.ts';
import { createTravellerLoaders } from './travellers.ts';
import { createEnquiryLoaders } from './enquiries.ts';
import { createZoomSessionLoaders } from './zoom-sessions.ts';

/** Every loader of one GraphQL request; built per request so caches never outlive it or cross users. */
/** `userToken`: the caller's user token (null for a visitor); the viewer's loaders call nothing without it. */
export function createLoaders(client: RestClient, trendingIds: readonly string[], userToken: string | null = null) {
  const orders = createOrderLoaders(client);
  return {
    ...orders,
    ...createPaymentLoaders(client),
    ...createPackageLoaders(client),
    ...createCategoryLoaders(client),
    ...createContentLoaders(client),
    ...createListLoaders(client, trendingIds),
    ...createWishlistLoaders(client, userToken),
    ...createDepartureLoaders(client),
    ...createTravellerLoaders(client),
    ...createCartLoaders(client, userToken),
    ...createEnquiryLoaders(client),
    ...createZoomSessionLoaders(client),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
