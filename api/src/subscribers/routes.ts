import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { jsonResponses } from '../http/envelope.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import type { Limits } from '../limits/limits.ts';
import { requirePhone } from '../phone/phone.ts';
import { SUBSCRIBER_MSG as MSG } from './messages.ts';
import { SubscribeAnswerSchema, SubscribeBody } from './schemas.ts';
import { subscribe } from './store.ts';

export type SubscribersDeps = { db: Db; now: () => Date; limits: Pick<Limits, 'leads'> };

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscriber/subscribe',
  tags: ['subscribers'],
  summary: 'Subscribes an e-mail address to the newsletter or a channel (one row per e-mail and category; no OTP)',
  request: jsonBody(SubscribeBody),
  responses: jsonResponses('Subscribed (also when it already was)', SubscribeAnswerSchema, [400, 401, 429]),
});

/** The subscribers domain: `POST /subscriber/subscribe` (the public token is enough). */
export function subscribersRoutes({ db, now, limits }: SubscribersDeps) {
  return createRouter().openapi(subscribeRoute, async (c) => {
    const { mobile, countryCode, ...body } = c.req.valid('json');
    const phone = mobile === null ? null : requirePhone(mobile, countryCode);
    const clientIp = c.var.clientIp;
    // Counted by the address subscribed: a new number each time must not get round the per-contact cap.
    await limits.leads.take({ clientIp, contact: body.email });
    const { id } = await subscribe(db, { ...body, phone, clientIp }, now());
    // A new and a repeated subscription answer alike, so the route tells nobody who is subscribed.
    return c.json({ status: 200, message: MSG.subscribed, data: { data: id } }, 200);
  });
}
