import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { setCacheTags } from '../http-cache/tags.ts';
import type { Places } from './places.ts';
import { CitySchema, CountryIdParam, CountrySchema } from './schemas.ts';

/** The one cache tag of the reference data (it changes only with a deploy). */
export const COUNTRIES_TAG = 'countries';

const countriesRoute = createRoute({
  method: 'get',
  path: '/countries',
  tags: ['countries'],
  summary: 'Every country (ISO 3166-1), India, Nepal, China, Bhutan and Sri Lanka first, then by name',
  responses: jsonResponses('The countries', envelopeOf(z.array(CountrySchema))),
});

const citiesRoute = createRoute({
  method: 'get',
  path: '/cities/{countryId}',
  tags: ['countries'],
  summary: "A country's seeded cities by name (empty for a country without seeded cities)",
  request: { params: CountryIdParam },
  responses: jsonResponses('The cities', envelopeOf(z.array(CitySchema)), [400, 401, 404]),
});

/** `GET /countries` and `GET /cities/{countryId}` (spec §7): public, cached like the catalogue. */
export function countriesRoutes({ places }: { places: Places }) {
  return createRouter()
    .openapi(countriesRoute, (c) => {
      setCacheTags(c, [COUNTRIES_TAG]);
      return c.json(envelope([...places.countries]), 200);
    })
    .openapi(citiesRoute, (c) => {
      const { countryId } = c.req.valid('param');
      if (!places.country(countryId)) throw notFound('Country');
      setCacheTags(c, [COUNTRIES_TAG]);
      return c.json(envelope([...places.citiesOf(countryId)]), 200);
    });
}
