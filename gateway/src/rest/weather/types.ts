import type { z } from 'zod';
import type { dailyWeatherSchema, placeWeatherSchema, weatherPlaceSchema } from './schemas.ts';

/** A `WeatherPlace` parent: a place as `/weather` lists it. */
export type WeatherPlaceModel = z.infer<typeof weatherPlaceSchema>;

/** A `WeatherDay` parent. */
export type DailyWeatherModel = z.infer<typeof dailyWeatherSchema>;

/** A `WeatherReport` parent: a place's `PlaceWeather` answer. */
export type PlaceWeatherModel = z.infer<typeof placeWeatherSchema>;
