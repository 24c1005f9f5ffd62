import { createRouter } from '../http/router.ts';
import { categoryRoutes } from './category-routes.ts';
import type { CatalogueDeps } from './deps.ts';
import { packageRoutes } from './package-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { staffPriceRoutes } from './staff-price-routes.ts';
import { trendingRoutes } from './trending-routes.ts';

/** Every catalogue route of api/CONTRACT.md: categories, packages, trending lists, search and the staff price route. */
export function catalogueRoutes(deps: CatalogueDeps) {
  return createRouter()
    .route('/', categoryRoutes(deps))
    .route('/', packageRoutes(deps))
    .route('/', trendingRoutes(deps))
    .route('/', searchRoutes(deps))
    .route('/', staffPriceRoutes(deps));
}
