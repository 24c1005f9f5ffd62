import { createRouter } from '../http/router.ts';
import { upcomingRoutes, type UpcomingDeps } from './upcoming-routes.ts';

export type ZoomSessionsDeps = UpcomingDeps;

/** The Zoom sessions domain of api/CONTRACT.md "Lead capture": the listing (and the sign-up, sign-up-routes.ts). */
export function zoomSessionsRoutes(deps: ZoomSessionsDeps) {
  return createRouter().route('/', upcomingRoutes(deps));
}
