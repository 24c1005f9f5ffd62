import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { TRAVELLER_MESSAGES as MSG } from './messages.ts';
import { PassengerIdParam, PassengerSchema, passengerBody } from './schemas.ts';
import { addTraveller, deleteTraveller, findTraveller, listTravellers, toPassenger, updateTraveller } from './store.ts';

export type TravellersDeps = { db: Db; now: () => Date };

const route = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(method: M, path: P, summary: string) =>
  ({ method, path, tags: ['travellers'], summary, ...userOnly });

/** The caller's saved travellers: REST `/passenger/*` (spec §7); every query is scoped to the caller. */
export function travellersRoutes({ db, now }: TravellersDeps) {
  const body = jsonBody(passengerBody(now));
  const one = answerOf(PassengerSchema);
  return createRouter()
    .openapi(
      createRoute({ ...route('get', '/passenger/list', "The caller's travellers, oldest first"), responses: jsonResponses('The travellers', answerOf(z.array(PassengerSchema)), [401]) }),
      async (c) => c.json(ok(OK_MESSAGE, (await listTravellers(db, callerId(c))).map(toPassenger)), 200),
    )
    .openapi(
      createRoute({ ...route('post', '/passenger/add', 'Saves a traveller (at most 20 per user)'), request: body, responses: jsonResponses('Added', one, [400, 401]) }),
      async (c) => c.json(ok(MSG.added, toPassenger(await addTraveller(db, callerId(c), c.req.valid('json'), now()))), 200),
    )
    .openapi(
      createRoute({ ...route('get', '/passenger/{id}', "One of the caller's travellers"), request: { params: PassengerIdParam }, responses: jsonResponses('The traveller', one, [401, 404]) }),
      async (c) => c.json(ok(OK_MESSAGE, toPassenger(await findTraveller(db, callerId(c), c.req.valid('param').id))), 200),
    )
    .openapi(
      createRoute({
        ...route('put', '/passenger/update/{id}', "Replaces one of the caller's travellers"),
        request: { params: PassengerIdParam, ...body },
        responses: jsonResponses('Updated', one, [400, 401, 404]),
      }),
      async (c) => {
        const updated = await updateTraveller(db, callerId(c), c.req.valid('param').id, c.req.valid('json'), now());
        return c.json(ok(MSG.updated, toPassenger(updated)), 200);
      },
    )
    .openapi(
      createRoute({
        ...route('delete', '/passenger/delete/{id}', "Deletes one of the caller's travellers"),
        request: { params: PassengerIdParam },
        responses: jsonResponses('Deleted', answerOf(z.object({ _id: z.string() })), [401, 404]),
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await deleteTraveller(db, callerId(c), id);
        return c.json(ok(MSG.deleted, { _id: id }), 200);
      },
    );
}
