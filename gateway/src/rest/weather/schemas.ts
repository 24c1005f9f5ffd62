import { z } from 'zod';

/** `WeatherPlace` of CONTRACT.md "Reviews, FAQs and weather (issue 12)". */
export const weatherPlaceSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  name: z.string(),
  aliases: z.array(z.string()),
  region: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  elevationM: z.number(),
  timezone: z.string(),
});

/** `DailyWeather`: one local day's figures. */
export const dailyWeatherSchema = z.object({
  date: z.string(),
  minC: z.number(),
  maxC: z.number(),
  precipitationMm: z.number(),
  windKmh: z.number(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  conditions: z.enum(['clear', 'partly-cloudy', 'cloudy', 'fog', 'rain', 'snow', 'thunderstorm']),
  conditionsText: z.string(),
  source: z.enum(['forecast', 'climatology']),
});

/** `MonthlyNormal`: a month of the chart. */
export const monthlyNormalSchema = z.object({
  month: z.number().int(),
  monthName: z.string(),
  minC: z.number(),
  maxC: z.number(),
  precipitationMm: z.number(),
  rainyDays: z.number(),
  windKmh: z.number(),
});

/** `PlaceWeather`: a place's day, 7-day strip and monthly normals for `givenDate`. */
export const placeWeatherSchema = z.object({
  place: weatherPlaceSchema,
  givenDate: z.string(),
  day: dailyWeatherSchema,
  week: z.array(dailyWeatherSchema),
  monthly: z.array(monthlyNormalSchema),
});
