import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import type { PlaceWeatherModel } from '../rest/weather/types.ts';
import {
  fetchCategoryWeather,
  fetchPackageWeather,
  fetchPlaceWeather,
  fetchWeatherPlaces,
  fetchWeatherSearch,
} from '../rest/weather/weather.ts';
import { once } from './keyed.ts';

/** A weather lookup: what (a place slug, package id, category slug or search text) and for which date. */
export interface WeatherKey {
  key: string;
  date: string | undefined;
}

const cacheKeyOf = ({ key, date }: WeatherKey) => `${date ?? 'today'}|${key}`;

/**
 * One call per distinct key and date, shared by every field of the request that asks it. The api has no batch
 * route for weather (CONTRACT.md issue 12), so N packages or categories in one operation make N calls, never more.
 */
function perKey<V>(load: (key: string, date: string | undefined) => Promise<V>) {
  return new DataLoader<WeatherKey, V, string>((keys) => Promise.all(keys.map(({ key, date }) => load(key, date))), {
    cacheKeyFn: cacheKeyOf,
  });
}

export function createWeatherLoaders(client: RestClient) {
  return {
    /** `/weather?filterby=slug`: a place's report; null for an unknown slug. */
    weatherBySlug: perKey<PlaceWeatherModel | null>((slug, date) => fetchPlaceWeather(client, slug, date)),
    /** `/weather-search?location=`. */
    weatherSearch: perKey<PlaceWeatherModel[]>((text, date) => fetchWeatherSearch(client, text, date)),
    /** `/package/weather-list-site?filterby=package_id`. */
    weatherByPackageId: perKey<PlaceWeatherModel[]>((id, date) => fetchPackageWeather(client, id, date)),
    /** `/weather-category?filterby=category`. */
    weatherByCategorySlug: perKey<PlaceWeatherModel[]>((slug, date) => fetchCategoryWeather(client, slug, date)),
    /** `/weather`: every place, once per request (`weatherPlaces` and `node` lookups share it). */
    weatherPlaces: once(() => fetchWeatherPlaces(client)),
  };
}
