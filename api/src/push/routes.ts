import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { savePushToken } from './devices.ts';
import { PushTokenAnswer, PushTokenBody } from './schemas.ts';

export type PushDeps = { db: Db; now: () => Date };

export const PUSH_MESSAGES = { registered: 'Push notifications enabled' } as const;

/** `POST /user/push-token` 🔒: a signed-in user's device registers its firebase token with its device info. */
export function pushRoutes({ db, now }: PushDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/user/push-token',
      tags: ['push'],
      summary: "Registers the push token of one of the caller's devices",
      ...userOnly,
      request: jsonBody(PushTokenBody),
      responses: jsonResponses('Registered', answerOf(PushTokenAnswer), [400, 401]),
    }),
    async (c) => {
      const device = c.req.valid('json');
      await savePushToken(db, callerId(c), device, now());
      return c.json(ok(PUSH_MESSAGES.registered, { deviceID: device.deviceID, registered: true as const }), 200);
    },
  );
}
