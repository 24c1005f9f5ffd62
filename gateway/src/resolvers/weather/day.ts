import type { WeatherConditions, WeatherDayResolvers, WeatherSource } from '../../generated/resolvers-types.ts';

/** `partly-cloudy` → `PARTLY_CLOUDY`: the api's kebab-case words as the enum's values. */
const enumValue = <T extends string>(word: string): T => word.toUpperCase().replaceAll('-', '_') as T;

export const WeatherDay: WeatherDayResolvers = {
  conditions: (parent) => enumValue<WeatherConditions>(parent.conditions),
  source: (parent) => enumValue<WeatherSource>(parent.source),
};
