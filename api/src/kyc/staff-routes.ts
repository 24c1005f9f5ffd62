import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { kycAnswer } from './answers.ts';
import type { KycDeps } from './deps.ts';
import { KYC_MESSAGES as MSG } from './messages.ts';
import { KycSchema, StatusBody } from './schemas.ts';
import { setKycStatus } from './user-store.ts';

/** Staff (no staff UI): `PUT /kyc/users/{userId}/status` sets a user's KYC VERIFIED, REJECTED (with a reason) or PENDING. */
export function staffKycRoutes({ db, now, files }: KycDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'put',
      path: '/kyc/users/{userId}/status',
      tags: ['kyc'],
      summary: "Sets a user's KYC verification state",
      ...staffOnly,
      request: { params: z.object({ userId: z.string().min(1).max(64) }), ...jsonBody(StatusBody) },
      responses: jsonResponses('The KYC', answerOf(KycSchema), [400, 403, 404]),
    }),
    async (c) => {
      const { status, reason } = c.req.valid('json');
      const row = await setKycStatus(db, c.req.valid('param').userId, status, reason ?? null, now());
      if (!row) throw new ApiError(404, MSG.kycNotFound);
      return c.json(ok(MSG.statusSet, kycAnswer(files, row)!), 200);
    },
  );
}
