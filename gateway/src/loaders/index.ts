import type { RestClient } from '../rest/http.ts';
import { createCategoryLoaders } from './categories.ts';
import { createContentLoaders } from './content.ts';
import { createListLoaders } from './lists.ts';
import { createPackageLoaders } from './packages.ts';
import { createTravellerLoaders } from './travellers.ts';

/** Every loader of one GraphQL request; built per request so caches never outlive it or cross users. */
export function createLoaders(client: RestClient, trendingIds: readonly string[]) {
  return {
    ...createPackageLoaders(client),
    ...createCategoryLoaders(client),
    ...createContentLoaders(client),
    ...createListLoaders(client, trendingIds),
    ...createTravellerLoaders(client),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
