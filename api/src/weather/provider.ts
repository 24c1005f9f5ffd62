import type { MonthlyNormalRow } from '../db/schema/weather.ts';
import type { Conditions, WeatherPlace } from './schemas.ts';

/** A place as the providers need it: where it is and its 12 monthly normals (January first). */
export type ProviderPlace = Pick<WeatherPlace, 'slug' | 'latitude' | 'longitude' | 'elevationM' | 'timezone'> & { normals: MonthlyNormalRow[] };

/** One day's figures; sunrise and sunset are added by the caller (suncalc), whatever the provider. */
export type DayFigures = {
  date: string;
  minC: number;
  maxC: number;
  precipitationMm: number;
  windKmh: number;
  conditions: Conditions;
  source: 'forecast' | 'climatology';
};

/**
 * Where daily weather comes from. The default reads the seeded climatology (offline, deterministic); the Open-Meteo
 * adapter (WEATHER_PROVIDER=open-meteo) answers the days its forecast covers and falls back to climatology.
 */
export interface WeatherProvider {
  readonly name: 'climatology' | 'open-meteo';
  /** `count` consecutive local days from `from` (YYYY-MM-DD), in order. */
  days(place: ProviderPlace, from: string, count: number): Promise<DayFigures[]>;
}
