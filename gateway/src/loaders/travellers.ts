import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchPassenger, fetchPassengers } from '../rest/travellers/passengers.ts';
import type { TravellerModel } from '../rest/travellers/types.ts';
import { valueOrNull } from './absent.ts';

/**
 * The caller's travellers (user routes 🔒, with the caller's token): the list once per request, single
 * travellers by id (no batch route: several ids in one tick read the list; the list primes them). A mutation `reset`s both, so a payload's
 * `viewer { travellers }` reads the list after the change.
 */
export function createTravellerLoaders(client: RestClient) {
  let list: Promise<TravellerModel[]> | undefined;
  // One id: its own route. Two or more in one tick (aliased `node` fields): the list once (at most 20 rows), no N+1.
  const travellerById = new DataLoader<string, TravellerModel | null>(async (ids) => {
    if (ids.length === 1) return [valueOrNull(await fetchPassenger(client, ids[0] ?? ''))];
    const travellers = await viewerTravellers();
    return ids.map((id) => travellers.find((traveller) => traveller._id === id) ?? null);
  });
  const viewerTravellers = (): Promise<TravellerModel[]> => {
    list ??= fetchPassengers(client).then((outcome) => {
      const travellers = valueOrNull(outcome) ?? [];
      for (const traveller of travellers) travellerById.prime(traveller._id, traveller);
      return travellers;
    });
    return list;
  };
  const resetTravellers = (): void => {
    list = undefined;
    travellerById.clearAll();
  };
  return { viewerTravellers, travellerById, resetTravellers };
}
