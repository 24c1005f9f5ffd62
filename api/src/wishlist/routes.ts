import { createRouter } from '../http/router.ts';
import type { WishlistDeps } from './deps.ts';
import { recentlyVisitedRoutes } from './recently-visited-routes.ts';
import { wishlistRoutes } from './wishlist-routes.ts';

/** The wishlist (🔒) and recently-visited routes of api/CONTRACT.md. */
export function wishlistDomainRoutes<Card>(deps: WishlistDeps<Card>) {
  return createRouter().route('/', wishlistRoutes(deps)).route('/', recentlyVisitedRoutes(deps));
}
