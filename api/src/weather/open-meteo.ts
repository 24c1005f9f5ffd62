import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { addDays, daysBetween, todayInIndia } from './calendar.ts';
import { climatologyProvider } from './climatology.ts';
import type { DayFigures, ProviderPlace, WeatherProvider } from './provider.ts';
import type { Conditions } from './schemas.ts';

/** The daily variables asked for (Open-Meteo forecast API, `daily=`). */
export const OPEN_METEO_DAILY = ['weather_code', 'temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'wind_speed_10m_max'] as const;
/** How far the forecast API reaches: 92 past days (`past_days` maximum) and 16 days ahead, today included. */
export const FORECAST_WINDOW = { pastDays: 92, aheadDays: 15 } as const;

const series = z.array(z.number().nullable());
const ForecastResponse = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_sum: series,
    wind_speed_10m_max: series,
  }),
});

/** WMO weather interpretation codes (the `weather_code` of Open-Meteo) as our conditions. */
export function conditionsOfWmo(code: number): Conditions {
  if (code === 0) return 'clear';
  if (code <= 2) return 'partly-cloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunderstorm';
  return 'rain'; // drizzle 51–57, rain 61–67, showers 80–82
}

export type OpenMeteoOptions = {
  /** WEATHER_OPEN_METEO_URL, e.g. https://api.open-meteo.com (the path /v1/forecast is added). */
  baseUrl: string;
  /** WEATHER_TIMEOUT_MS: a slower answer is given up and the days come from climatology. */
  timeoutMs: number;
  /** WEATHER_CACHE_MINUTES: how long one place's answer for a date range is reused. */
  cacheMinutes: number;
  now: () => Date;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'warn'>;
};

/** The forecast URL of a place and date range. */
export function forecastUrl(baseUrl: string, place: ProviderPlace, from: string, to: string): string {
  const url = new URL('/v1/forecast', baseUrl);
  url.searchParams.set('latitude', String(place.latitude));
  url.searchParams.set('longitude', String(place.longitude));
  url.searchParams.set('elevation', String(place.elevationM));
  url.searchParams.set('daily', OPEN_METEO_DAILY.join(','));
  url.searchParams.set('timezone', place.timezone);
  url.searchParams.set('start_date', from);
  url.searchParams.set('end_date', to);
  return url.toString();
}

/** Open-Meteo's answer as day figures; a day with a missing value is left out (climatology fills it). */
export function parseForecast(json: unknown): Map<string, DayFigures> {
  const { daily } = ForecastResponse.parse(json);
  const days = new Map<string, DayFigures>();
  daily.time.forEach((date, index) => {
    const [code, max, min, rain, wind] = [daily.weather_code[index], daily.temperature_2m_max[index], daily.temperature_2m_min[index], daily.precipitation_sum[index], daily.wind_speed_10m_max[index]];
    if (code == null || max == null || min == null || rain == null || wind == null) return;
    days.set(date, { date, minC: min, maxC: max, precipitationMm: rain, windKmh: Math.round(wind), conditions: conditionsOfWmo(code), source: 'forecast' });
  });
  return days;
}

/**
 * Open-Meteo's forecast API for the days it covers (92 days back to 15 ahead of today in India); every other day,
 * and every day when the call fails or times out, from the seeded climatology. Answers are cached per place and
 * range (lru-cache, TTL); failures are not.
 */
export function createOpenMeteoProvider(options: OpenMeteoOptions): WeatherProvider {
  const doFetch = options.fetch ?? fetch;
  const cache = new LRUCache<string, Map<string, DayFigures>>({ max: 2_000, ttl: options.cacheMinutes * 60_000 });
  async function forecast(place: ProviderPlace, from: string, to: string): Promise<Map<string, DayFigures>> {
    const url = forecastUrl(options.baseUrl, place, from, to);
    const cached = cache.get(url);
    if (cached) return cached;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const days = parseForecast(await response.json());
      cache.set(url, days);
      return days;
    } catch (error) {
      (options.logger ?? console).warn(`weather: Open-Meteo failed for ${place.slug} ${from}..${to}, using climatology:`, error instanceof Error ? error.message : error);
      return new Map();
    }
  }
  return {
    name: 'open-meteo',
    async days(place, from, count) {
      const today = todayInIndia(options.now());
      const first = addDays(today, -FORECAST_WINDOW.pastDays);
      const last = addDays(today, FORECAST_WINDOW.aheadDays);
      const to = addDays(from, count - 1);
      const start = daysBetween(first, from) >= 0 ? from : first;
      const end = daysBetween(to, last) >= 0 ? to : last;
      const known = daysBetween(start, end) >= 0 ? await forecast(place, start, end) : new Map<string, DayFigures>();
      const fallback = await climatologyProvider.days(place, from, count);
      return fallback.map((day) => known.get(day.date) ?? day);
    },
  };
}
