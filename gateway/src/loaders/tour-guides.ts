import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchTourGuides, MAX_ORDERS_PER_GUIDES_CALL } from '../rest/tour-guides/tour-guides.ts';
import type { TourGuideModel } from '../rest/tour-guides/types.ts';
import { valueOrNull } from './absent.ts';

/**
 * The tour guides of the caller's orders: every order of one tick in one `POST /user/get-tour-guides` (up to 50
 * ids a call). The orders come from the caller's own order routes; should the api refuse (401/403/404), the
 * orders read as having no guides.
 */
export function createTourGuideLoaders(client: RestClient) {
  const tourGuidesByOrder = new DataLoader<string, TourGuideModel[]>(
    async (orderIds) => {
      const byOrder = valueOrNull(await fetchTourGuides(client, orderIds));
      return orderIds.map((id) => byOrder?.get(id) ?? []);
    },
    { maxBatchSize: MAX_ORDERS_PER_GUIDES_CALL },
  );
  return { tourGuidesByOrder };
}
