import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { orderGuidesAnswer } from './schemas.ts';
import type { TourGuideModel } from './types.ts';

/** The most order ids one `get-tour-guides` call takes. */
export const MAX_ORDERS_PER_GUIDES_CALL = 50;

/** `POST /user/get-tour-guides` 🔒: the guides of the caller's orders (404 when any id is not the caller's). */
export async function fetchTourGuides(client: RestClient, orderIds: readonly string[]): Promise<RestOutcome<Map<string, TourGuideModel[]>>> {
  const outcome = await client.send({ method: 'POST', path: '/user/get-tour-guides', body: { orderIds, source: 'web' }, answer: orderGuidesAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => new Map(data.map((entry) => [entry.orderId, entry.guides])));
}
