import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conditionsOfWmo, createOpenMeteoProvider, forecastUrl } from './open-meteo.ts';
import { climatologyDay } from './climatology.ts';
import { normalsOf, placeSeeds } from '../seed/community/weather-places.ts';
import type { ProviderPlace } from './provider.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const seed = placeSeeds.find((place) => place.slug === 'darchen')!;
const DARCHEN: ProviderPlace = { ...seed, normals: normalsOf(seed) };
const now = () => new Date('2026-07-09T06:00:00Z');

/** A fetch that answers the recorded body and remembers the URLs asked. */
function recorded(body: string, status = 200) {
  const urls: string[] = [];
  const fake = (async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fake, urls };
}
const silent = { warn: () => {} };

describe('the Open-Meteo adapter (recorded answers)', () => {
  it('asks the forecast API for the place, its time zone and the daily variables', () => {
    const url = new URL(forecastUrl('https://api.open-meteo.com', DARCHEN, '2026-07-10', '2026-07-16'));
    expect(url.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '30.9697', longitude: '81.2989', elevation: '4575', timezone: 'Asia/Shanghai', start_date: '2026-07-10', end_date: '2026-07-16',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,wind_speed_10m_max',
    });
  });

  it('maps the recorded days, and fills a day with missing values from climatology', async () => {
    const { fake } = recorded(fixture('open-meteo-darchen'));
    const provider = createOpenMeteoProvider({ baseUrl: 'https://api.open-meteo.com', timeoutMs: 1000, cacheMinutes: 30, now, fetch: fake, logger: silent });
    const days = await provider.days(DARCHEN, '2026-07-10', 7);
    expect(days.slice(0, 2)).toEqual([
      { date: '2026-07-10', minC: 3.9, maxC: 16.4, precipitationMm: 0, windKmh: 22, conditions: 'partly-cloudy', source: 'forecast' },
      { date: '2026-07-11', minC: 4.2, maxC: 13.1, precipitationMm: 6.3, windKmh: 18, conditions: 'rain', source: 'forecast' },
    ]);
    expect(days.map((day) => day.conditions).slice(2, 6)).toEqual(['rain', 'cloudy', 'thunderstorm', 'snow']);
    expect(days[6]).toEqual(climatologyDay(DARCHEN, '2026-07-16'));
  });

  it('caches an answer per place and range, and asks only for the days the forecast covers', async () => {
    const { fake, urls } = recorded(fixture('open-meteo-darchen'));
    const provider = createOpenMeteoProvider({ baseUrl: 'https://api.open-meteo.com', timeoutMs: 1000, cacheMinutes: 30, now, fetch: fake, logger: silent });
    await provider.days(DARCHEN, '2026-07-10', 7);
    await provider.days(DARCHEN, '2026-07-10', 7);
    expect(urls).toHaveLength(1);
    const far = await provider.days(DARCHEN, '2027-07-10', 7);
    expect(urls).toHaveLength(1);
    expect(far.every((day) => day.source === 'climatology')).toBe(true);
    await provider.days(DARCHEN, '2026-07-20', 7);
    expect(new URL(urls[1]!).searchParams.get('end_date')).toBe('2026-07-24');
  });

  it('falls back to climatology on an error answer, a timeout or a network failure, and does not cache it', async () => {
    const { fake, urls } = recorded(fixture('open-meteo-error'), 400);
    const warnings: unknown[] = [];
    const provider = createOpenMeteoProvider({ baseUrl: 'https://api.open-meteo.com', timeoutMs: 1000, cacheMinutes: 30, now, fetch: fake, logger: { warn: (...args) => void warnings.push(args) } });
    const days = await provider.days(DARCHEN, '2026-07-10', 3);
    expect(days.every((day) => day.source === 'climatology')).toBe(true);
    await provider.days(DARCHEN, '2026-07-10', 3);
    expect(urls).toHaveLength(2);
    expect(String(warnings[0])).toContain('Open-Meteo failed for darchen');
    const hanging = (async (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    const slow = createOpenMeteoProvider({ baseUrl: 'https://api.open-meteo.com', timeoutMs: 100, cacheMinutes: 30, now, fetch: hanging, logger: silent });
    expect((await slow.days(DARCHEN, '2026-07-10', 1))[0]?.source).toBe('climatology');
  });

  it('reads WMO codes as conditions', () => {
    expect([0, 1, 3, 45, 53, 65, 75, 82, 86, 96].map(conditionsOfWmo)).toEqual(['clear', 'partly-cloudy', 'cloudy', 'fog', 'rain', 'rain', 'snow', 'rain', 'snow', 'thunderstorm']);
  });
});
