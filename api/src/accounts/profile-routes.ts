import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { answerOf, MessageAnswerSchema, ok, okMessage } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { OtpField } from '../otp/otp-field.ts';
import type { AccountsDeps } from './deps.ts';
import { MSG } from './messages.ts';
import { userOnly } from './route-support.ts';
import { SourceField, UserProfileSchema } from './schemas.ts';
import { translateUniqueViolation } from './unique-violation.ts';
import { emailTakenByAnother, loadCaller, toProfile, type UserRow } from './users.ts';

/** A name: trimmed; empty or null clears it; absent leaves it unchanged. */
const NameField = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

const profileRoute = createRoute({
  method: 'get',
  path: '/user',
  tags: ['accounts'],
  summary: "The caller's profile",
  ...userOnly,
  responses: jsonResponses('The profile', answerOf(UserProfileSchema), [401]),
});

const profileUpdateRoute = createRoute({
  method: 'put',
  path: '/user/profile-update',
  tags: ['accounts'],
  summary: "Updates the caller's names",
  ...userOnly,
  request: jsonBody(z.object({ source: SourceField, firstname: NameField, lastname: NameField })),
  responses: jsonResponses('The updated profile', answerOf(UserProfileSchema), [400, 401]),
});

const emailOtpRoute = createRoute({
  method: 'get',
  path: '/user/email-confirmation-otp',
  tags: ['accounts'],
  summary: "Sends an OTP to the caller's e-mail (409 when another account has confirmed it)",
  ...userOnly,
  responses: jsonResponses('OTP sent', MessageAnswerSchema, [401, 409, 429]),
});

const emailVerifyRoute = createRoute({
  method: 'put',
  path: '/user/email-confirmation-verify',
  tags: ['accounts'],
  summary: "Marks the caller's e-mail verified with the OTP: from then on it is theirs alone",
  ...userOnly,
  request: jsonBody(z.object({ Otp: OtpField, source: SourceField })),
  responses: jsonResponses('E-mail verified', answerOf(UserProfileSchema), [400, 401, 409]),
});

/** An e-mail confirmation code is bound to the account that asked for it (two accounts may give one e-mail). */
const emailConfirmationTarget = (user: UserRow) => ({ purpose: 'email-confirmation', recipient: user.email, subject: user.id }) as const;

export function profileRoutes(deps: AccountsDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(profileRoute, async (c) => c.json(ok(OK_MESSAGE, toProfile(await loadCaller(db, c))), 200))
    .openapi(profileUpdateRoute, async (c) => {
      const body = c.req.valid('json');
      const user = await loadCaller(db, c);
      const [updated] = await db
        .update(users)
        .set({ firstname: body.firstname, lastname: body.lastname, updatedAt: deps.now() })
        .where(eq(users.id, user.id))
        .returning();
      return c.json(ok(OK_MESSAGE, toProfile(updated ?? user)), 200);
    })
    .openapi(emailOtpRoute, async (c) => {
      const user = await loadCaller(db, c);
      if (await emailTakenByAnother(db, user.email, user.id)) throw new ApiError(409, MSG.emailTaken);
      await deps.otp.send(db, { ...emailConfirmationTarget(user), channel: 'email', clientIp: c.var.clientIp });
      return c.json(okMessage(MSG.emailOtpSent), 200);
    })
    .openapi(emailVerifyRoute, async (c) => {
      const body = c.req.valid('json');
      const user = await loadCaller(db, c);
      // The first account to confirm an e-mail owns it; the partial unique index settles a race.
      const verified = await translateUniqueViolation(() =>
        db.transaction(async (tx) => {
          // A wrong code returns (not throws) so that its counted try commits.
          if (!(await deps.otp.verify(tx, { ...emailConfirmationTarget(user), code: body.Otp }))) return null;
          if (await emailTakenByAnother(tx, user.email, user.id)) throw new ApiError(409, MSG.emailTaken);
          const [updated] = await tx.update(users).set({ emailVerified: true, updatedAt: deps.now() }).where(eq(users.id, user.id)).returning();
          return updated ?? null;
        }),
      );
      if (!verified) throw new ApiError(400, MSG.invalidOtp);
      return c.json(ok(MSG.emailVerified, toProfile(verified)), 200);
    });
}
