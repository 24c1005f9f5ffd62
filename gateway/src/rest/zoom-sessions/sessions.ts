import { z } from 'zod';
import type { RestClient } from '../http.ts';
import { zoomSessionSchema } from './schemas.ts';
import type { ZoomSessionModel } from './types.ts';

// Built once: zod compiles a schema on its first parse (see rest/envelope.ts).
const zoomSessionListSchema = z.array(zoomSessionSchema);

/** The most sessions `GET /zoommeeting/upcoming` lists (`limit` 1..10). */
export const MAX_UPCOMING_ZOOM_SESSIONS = 10;

/** `GET /zoommeeting/upcoming?limit=`: the sessions that have not started, soonest first (public data, public token). */
export async function fetchUpcomingZoomSessions(client: RestClient, limit: number): Promise<ZoomSessionModel[]> {
  return (await client.getData('/zoommeeting/upcoming', { limit }, zoomSessionListSchema)) ?? [];
}
