import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchRegistration, fetchRegistrations } from '../rest/registrations/registrations.ts';
import type { RegistrationModel } from '../rest/registrations/types.ts';
import { valueOrNull } from './absent.ts';

/**
 * The caller's KMY registrations (user routes 🔒, with the caller's token): the list once per request, single
 * ones by id (one id: its own route; more in one tick: the list, which primes them). A mutation `reset`s both.
 */
export function createRegistrationLoaders(client: RestClient) {
  let list: Promise<RegistrationModel[]> | undefined;
  const registrationById = new DataLoader<string, RegistrationModel | null>(async (ids) => {
    if (ids.length === 1) return [valueOrNull(await fetchRegistration(client, ids[0] ?? ''))];
    const registrations = await viewerRegistrations();
    return ids.map((id) => registrations.find((registration) => registration._id === id) ?? null);
  });
  const viewerRegistrations = (): Promise<RegistrationModel[]> => {
    list ??= fetchRegistrations(client).then((outcome) => {
      const registrations = valueOrNull(outcome) ?? [];
      for (const registration of registrations) registrationById.prime(registration._id, registration);
      return registrations;
    });
    return list;
  };
  const resetRegistrations = (): void => {
    list = undefined;
    registrationById.clearAll();
  };
  return { viewerRegistrations, registrationById, resetRegistrations };
}
