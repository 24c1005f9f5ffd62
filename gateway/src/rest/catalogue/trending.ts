import type { RestClient } from '../http.ts';
import { trendingSchema } from './schemas.ts';
import type { TrendingModel } from './types.ts';

/** `GET /get-trending-data?id[]=`: trending packages and destinations, found by key whatever the order. */
export async function fetchTrending(client: RestClient, ids: readonly string[]): Promise<TrendingModel> {
  const sections = (await client.getData('/get-trending-data', { 'id[]': ids }, trendingSchema)) ?? [];
  const trending: TrendingModel = { packages: [], categories: [] };
  for (const section of sections) {
    if ('packages' in section) trending.packages.push(...section.packages);
    else trending.categories.push(...section.categories);
  }
  return trending;
}
