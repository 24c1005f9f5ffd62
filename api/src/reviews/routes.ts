import { createRouter } from '../http/router.ts';
import type { ReviewsDeps } from './deps.ts';
import { likeRoutes } from './like-routes.ts';
import { myReviewRoutes } from './my-review-routes.ts';
import { reviewRoutes } from './review-routes.ts';

/** Every reviews route (api/CONTRACT.md "Reviews, FAQs and weather (issue 12)"). */
export function reviewsDomainRoutes(deps: ReviewsDeps) {
  return createRouter().route('/', likeRoutes(deps)).route('/', reviewRoutes(deps)).route('/', myReviewRoutes(deps));
}
