import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { TOUR_GUIDE_MESSAGES as MSG } from './messages.ts';
import { AssignGuidesBody, DepartureIdParam, GetTourGuidesBody, NewTourGuideBody, OrderGuidesSchema, TourGuideSchema } from './schemas.ts';
import { addGuide, assignGuides, guidesOfOrders } from './store.ts';

export type TourGuidesDeps = { db: Db; now: () => Date };

/** `POST /user/get-tour-guides` 🔒 (the caller's orders only) and the two staff routes that manage guides. */
export function tourGuidesRoutes({ db, now }: TourGuidesDeps) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/user/get-tour-guides',
        tags: ['tour-guides'],
        summary: "The tour guides of the caller's booked orders' departures",
        ...userOnly,
        request: jsonBody(GetTourGuidesBody),
        responses: jsonResponses('The guides per order, in the order asked', answerOf(z.array(OrderGuidesSchema)), [400, 401, 404]),
      }),
      async (c) => c.json(ok(OK_MESSAGE, await guidesOfOrders(db, callerId(c), c.req.valid('json').orderIds)), 200),
    )
    .openapi(
      createRoute({ method: 'post', path: '/tour-guides', tags: ['staff'], summary: 'Adds a tour guide (staff)', ...staffOnly, request: jsonBody(NewTourGuideBody), responses: jsonResponses('The guide', answerOf(TourGuideSchema), [400, 401, 403]) }),
      async (c) => c.json(ok(MSG.guideAdded, await addGuide(db, c.req.valid('json'), now())), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/tour-guides/departures/{departureId}',
        tags: ['staff'],
        summary: "Replaces a departure's tour guides (staff)",
        ...staffOnly,
        request: { params: DepartureIdParam, ...jsonBody(AssignGuidesBody) },
        responses: jsonResponses("The departure's guides", answerOf(z.array(TourGuideSchema)), [400, 401, 403, 404]),
      }),
      async (c) => c.json(ok(MSG.guidesAssigned, await assignGuides(db, c.req.valid('param').departureId, c.req.valid('json').guideIds)), 200),
    );
}
