import { z } from '@hono/zod-openapi';

export const CountrySchema = z
  .object({
    _id: z.string().openapi({ example: 'IN', description: 'ISO 3166-1 alpha-2 code' }),
    name: z.string().openapi({ example: 'India' }),
    dialCode: z.string().openapi({ example: '+91' }),
    hasCities: z.boolean().openapi({ description: 'Whether `GET /cities/{countryId}` lists any' }),
  })
  .openapi('Country');

export const CitySchema = z
  .object({
    _id: z.string().openapi({ example: 'in-varanasi' }),
    countryId: z.string().openapi({ example: 'IN' }),
    name: z.string().openapi({ example: 'Varanasi' }),
    state: z.string().openapi({ example: 'Uttar Pradesh', description: 'State, province or region' }),
  })
  .openapi('City');

export const CountryIdParam = z.object({
  countryId: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
    .openapi({ param: { name: 'countryId', in: 'path' }, example: 'IN' }),
});
