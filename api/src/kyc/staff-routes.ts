import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { kycAnswer, photoAnswer } from './answers.ts';
import type { KycDeps } from './deps.ts';
import { KYC_MESSAGES as MSG } from './messages.ts';
import { KycSchema, StatusBody, UserKycAnswerSchema } from './schemas.ts';
import { readUserKyc, setKycStatus } from './user-store.ts';

const params = z.object({ userId: z.string().min(1).max(64) });

/**
 * Staff (no staff UI): `GET /kyc/users/{userId}` reads a user's KYC and photo (signed links) as the user sees them;
 * `PUT /kyc/users/{userId}/status` sets it VERIFIED, REJECTED (with a reason) or PENDING, naming the `updatedAt`
 * they checked: a document saved since is 409 (docs/security.md §36).
 */
export function staffKycRoutes({ db, now, files }: KycDeps) {
  return createRouter()
    .openapi(
      createRoute({ method: 'get', path: '/kyc/users/{userId}', tags: ['kyc'], summary: "A user's KYC and photo, with signed links (staff)", ...staffOnly, request: { params }, responses: jsonResponses('The KYC and photo', answerOf(UserKycAnswerSchema), [403, 404]) }),
      async (c) => {
        const { kyc, photo } = await readUserKyc(db, c.req.valid('param').userId);
        if (!kyc) throw new ApiError(404, MSG.kycNotFound);
        return c.json(ok(OK_MESSAGE, { kyc: kycAnswer(files, kyc), photo: photoAnswer(files, photo) }), 200);
      },
    )
    .openapi(
      createRoute({ method: 'put', path: '/kyc/users/{userId}/status', tags: ['kyc'], summary: "Sets a user's KYC verification state, if the document is still the one checked", ...staffOnly, request: { params, ...jsonBody(StatusBody) }, responses: jsonResponses('The KYC', answerOf(KycSchema), [400, 403, 404, 409]) }),
      async (c) => {
        const { status, reason, expectedUpdatedAt } = c.req.valid('json');
        const row = await setKycStatus(db, c.req.valid('param').userId, { status, reason: reason ?? null, expectedUpdatedAt: new Date(expectedUpdatedAt) }, now());
        if (!row) throw new ApiError(404, MSG.kycNotFound);
        return c.json(ok(MSG.statusSet, kycAnswer(files, row)!), 200);
      },
    );
}
