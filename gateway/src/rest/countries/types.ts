import type { z } from 'zod';
import type { citySchema, countrySchema } from './schemas.ts';

/** A `Country` parent: a country as `GET /countries` lists it. */
export type CountryModel = z.infer<typeof countrySchema>;

/** A `City` parent: a city as `GET /cities/{countryId}` lists it. */
export type CityModel = z.infer<typeof citySchema>;
