import { z } from '@hono/zod-openapi';
import { ObjectIdSchema, SlugSchema } from '../http/query-params.ts';

export const CONDITIONS = ['clear', 'partly-cloudy', 'cloudy', 'fog', 'rain', 'snow', 'thunderstorm'] as const;
export type Conditions = (typeof CONDITIONS)[number];
export const CONDITIONS_TEXT: Record<Conditions, string> = {
  clear: 'Clear',
  'partly-cloudy': 'Partly cloudy',
  cloudy: 'Cloudy',
  fog: 'Fog',
  rain: 'Rain',
  snow: 'Snow',
  thunderstorm: 'Thunderstorm',
};

export const WeatherPlaceSchema = z
  .object({
    _id: z.string(),
    slug: z.string().openapi({ example: 'mount-kailash' }),
    name: z.string().openapi({ example: 'Mount Kailash' }),
    aliases: z.array(z.string()),
    region: z.string(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    elevationM: z.number().int(),
    timezone: z.string().openapi({ example: 'Asia/Shanghai' }),
  })
  .openapi('WeatherPlace');
export type WeatherPlace = z.infer<typeof WeatherPlaceSchema>;

export const DailyWeatherSchema = z
  .object({
    date: z.string().openapi({ example: '2026-06-15' }),
    minC: z.number(),
    maxC: z.number(),
    precipitationMm: z.number(),
    windKmh: z.number().openapi({ description: 'Daily maximum wind at 10 m' }),
    sunrise: z.string().nullable().openapi({ example: '07:12', description: "Local time (the place's time zone), HH:MM" }),
    sunset: z.string().nullable().openapi({ example: '21:05' }),
    conditions: z.enum(CONDITIONS),
    conditionsText: z.string().openapi({ example: 'Partly cloudy' }),
    source: z.enum(['forecast', 'climatology']).openapi({ description: 'forecast: the weather service; climatology: derived from the monthly normals' }),
  })
  .openapi('DailyWeather');
export type DailyWeather = z.infer<typeof DailyWeatherSchema>;

export const MonthlyNormalSchema = z
  .object({
    month: z.number().int().min(1).max(12),
    monthName: z.string().openapi({ example: 'Jul' }),
    minC: z.number(),
    maxC: z.number(),
    precipitationMm: z.number(),
    rainyDays: z.number(),
    windKmh: z.number(),
  })
  .openapi('MonthlyNormal');
export type MonthlyNormal = z.infer<typeof MonthlyNormalSchema>;

export const PlaceWeatherSchema = z
  .object({
    place: WeatherPlaceSchema,
    givenDate: z.string(),
    day: DailyWeatherSchema,
    week: z.array(DailyWeatherSchema).openapi({ description: 'givenDate and the 6 days after it' }),
    monthly: z.array(MonthlyNormalSchema).openapi({ description: 'The 12 monthly normals, January first' }),
  })
  .openapi('PlaceWeather');
export type PlaceWeather = z.infer<typeof PlaceWeatherSchema>;

export const givenDateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real date')
  .optional()
  .openapi({ param: { name: 'givenDate', in: 'query' }, example: '2026-06-15' });

export const BySlugQuery = z.object({
  filterby: z.enum(['slug'], { error: "must be 'slug'" }).optional().openapi({ param: { name: 'filterby', in: 'query' } }),
  query: SlugSchema.optional().openapi({ param: { name: 'query', in: 'query' }, example: 'mount-kailash' }),
  givenDate: givenDateParam,
});
export const ByPackageQuery = z.object({
  filterby: z.enum(['package_id'], { error: "must be 'package_id'" }).openapi({ param: { name: 'filterby', in: 'query' } }),
  query: ObjectIdSchema.openapi({ param: { name: 'query', in: 'query' } }),
  givenDate: givenDateParam,
});
export const ByCategoryQuery = z.object({
  filterby: z.enum(['category'], { error: "must be 'category'" }).openapi({ param: { name: 'filterby', in: 'query' } }),
  query: SlugSchema.openapi({ param: { name: 'query', in: 'query' }, example: 'kailash-mansarovar' }),
  givenDate: givenDateParam,
});
export const SearchQuery = z.object({
  location: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters')
    .openapi({ param: { name: 'location', in: 'query' }, example: 'mansarovar' }),
  givenDate: givenDateParam,
});
