import type { RestClient } from '../rest/http.ts';
import { fetchUpcomingZoomSessions, MAX_UPCOMING_ZOOM_SESSIONS } from '../rest/zoom-sessions/sessions.ts';
import { once } from './keyed.ts';

/**
 * The upcoming Zoom sessions: the api's whole list (10 at most) fetched once per request with the public token,
 * shared by `Query.zoomSessions(first:)`, `node(id:)` and the sign-up's session lookup.
 */
export function createZoomSessionLoaders(client: RestClient) {
  return { upcomingZoomSessions: once(() => fetchUpcomingZoomSessions(client, MAX_UPCOMING_ZOOM_SESSIONS)) };
}
