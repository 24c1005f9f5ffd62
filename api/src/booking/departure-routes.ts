import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { listOf } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { departuresOf, packageExists } from './departure-queries.ts';
import { batchQuery, dateRange, DepartureSchema, packageIdParam, rangeQuery } from './departure-schemas.ts';
import type { BookingDeps } from './deps.ts';

const oneRoute = createRoute({
  method: 'get',
  path: '/package/departures/{packageId}',
  tags: ['booking'],
  summary: 'The upcoming departures of a package, by date, sold-out ones included',
  request: { params: packageIdParam, query: z.object(rangeQuery) },
  responses: jsonResponses('The departures', envelopeOf(z.array(DepartureSchema)), [400, 401, 404]),
});

const batchRoute = createRoute({
  method: 'get',
  path: '/package/departures',
  tags: ['booking'],
  summary: 'The upcoming departures of many packages (1 to 100 `packageId[]`), by package then date',
  request: { query: batchQuery },
  responses: jsonResponses('The departures', envelopeOf(z.array(DepartureSchema)), [400, 401]),
});

/** Public departure routes (the public token reaches them): dates, seats left and price per date. */
export function departureRoutes({ db, now, releaseExpiredHolds }: BookingDeps) {
  const release = (ids: string[]) => releaseExpiredHolds(db, ids, now());
  return createRouter()
    .openapi(oneRoute, async (c) => {
      const { packageId } = c.req.valid('param');
      const range = dateRange(c.req.valid('query'), now());
      if (!(await packageExists(db, packageId))) throw notFound('Package');
      return c.json(envelope(await departuresOf(db, [packageId], range, release)), 200);
    })
    .openapi(batchRoute, async (c) => {
      const query = c.req.valid('query');
      const ids = [...new Set(listOf('packageId[]', query['packageId[]'], query.packageId))];
      if (ids.length === 0) throw new ApiError(400, "Invalid query parameter 'packageId[]': must list at least one id");
      return c.json(envelope(await departuresOf(db, ids, dateRange(query, now()), release)), 200);
    });
}
