import DataLoader from 'dataloader';
import { fetchDepartures, fetchDeparturesOfMany, MAX_DEPARTURE_PACKAGES_PER_CALL, type DepartureModel } from '../rest/booking/departures.ts';
import type { RestClient } from '../rest/http.ts';

/** Groups a batch answer by package, in the order of the keys; a package without departures gets []. */
function groupByPackage(keys: readonly string[], departures: readonly DepartureModel[]): DepartureModel[][] {
  const byPackage = new Map<string, DepartureModel[]>(keys.map((key) => [key, []]));
  for (const departure of departures) byPackage.get(departure.packageId)?.push(departure);
  return keys.map((key) => byPackage.get(key) ?? []);
}

export function createDepartureLoaders(client: RestClient) {
  /**
   * A package's upcoming departures (public data, public token): one package → `/package/departures/{id}`;
   * every package a list asks for in one tick → one `/package/departures?packageId[]=` call (100 per call).
   */
  const departuresByPackage = new DataLoader<string, DepartureModel[]>(
    async (packageIds) => {
      const [only] = packageIds;
      if (packageIds.length === 1 && only !== undefined) return [await fetchDepartures(client, only)];
      return groupByPackage(packageIds, await fetchDeparturesOfMany(client, packageIds));
    },
    { maxBatchSize: MAX_DEPARTURE_PACKAGES_PER_CALL },
  );
  return { departuresByPackage };
}
