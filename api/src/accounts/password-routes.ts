import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import type { MessageChannel } from '../db/schema/messaging.ts';
import { answerOf, MessageAnswerSchema, ok, okMessage } from '../http/answers.ts';
import { tokenFromHeader } from '../http/auth.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { signInIdentifiersOf } from '../limits/sign-in-throttle.ts';
import { OtpField } from '../otp/otp-field.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { phoneFromE164, requirePhone } from '../phone/phone.ts';
import type { AccountsDeps } from './deps.ts';
import { MSG } from './messages.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { checkRules, emailSchema, newPasswordSchema } from './password-rules.ts';
import { consumeResetToken, expireResetTokens, issueResetToken } from './reset-tokens.ts';
import { userOnly } from './route-support.ts';
import { RuleCheckedText, SourceField } from './schemas.ts';
import { revokeAllUserTokens, revokeOtherUserTokens } from './sessions.ts';
import { findAccountBy, loadCaller, type UserRow } from './users.ts';

const AccountLookup = z.object({
  email: RuleCheckedText,
  mobile: MobileField.optional(),
  countrycode: CountryCodeField.optional().openapi({ description: 'Dial code of `mobile`, default +91' }),
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/user/forgot-password',
  tags: ['accounts'],
  summary: "Sends a password-reset OTP to the account's confirmed e-mail (by SMS when only `mobile` is given); unknown: same answer, nothing delivered",
  request: jsonBody(AccountLookup),
  responses: jsonResponses('OTP sent', MessageAnswerSchema, [400, 429]),
});

const verifyResetOtpRoute = createRoute({
  method: 'post',
  path: '/user/otp-verify-for-reset',
  tags: ['accounts'],
  summary: 'Checks the password-reset OTP; answers a single-use 15-minute `verifiyToken`',
  request: jsonBody(AccountLookup.extend({ otp: OtpField })),
  responses: jsonResponses('OTP verified', answerOf(z.object({ verifiyToken: z.string(), message: z.string() })), [400]),
});

const resetRoute = createRoute({
  method: 'put',
  path: '/user/reset-password',
  tags: ['accounts'],
  summary: "Sets a new password with the reset token and revokes the user's tokens",
  request: jsonBody(z.object({ verifytoken: RuleCheckedText, newpassword: RuleCheckedText, confirmpassword: RuleCheckedText })),
  responses: jsonResponses(
    'Password reset',
    answerOf(z.object({ Message: z.string(), Email: z.string(), Mobile: z.number().int() })),
    [400],
  ),
});

const changeRoute = createRoute({
  method: 'put',
  path: '/user/change-password',
  tags: ['accounts'],
  summary: "Changes the caller's password and revokes the caller's other tokens",
  ...userOnly,
  request: jsonBody(
    z.object({ password: RuleCheckedText, newpassword: RuleCheckedText, confirmpassword: RuleCheckedText, source: SourceField }),
  ),
  responses: jsonResponses('Password changed', MessageAnswerSchema, [400, 401]),
});

type ResetTarget = { user: UserRow | undefined; channel: MessageChannel; recipient: string };

/**
 * The account a reset is for: by confirmed e-mail when given, else by mobile; the OTP goes to that same
 * address. `user` is undefined for an unknown address (or an e-mail no account has confirmed).
 */
async function resetTarget(db: Db, body: z.output<typeof AccountLookup>): Promise<ResetTarget> {
  if (body.email?.trim() || !body.mobile) {
    const email = checkRules(emailSchema, body.email);
    return { user: await findAccountBy(db, { email }), channel: 'email', recipient: email };
  }
  const phone = requirePhone(body.mobile, body.countrycode);
  return { user: await findAccountBy(db, { mobile: phone.e164 }), channel: 'sms', recipient: phone.e164 };
}

export function passwordRoutes(deps: AccountsDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(forgotRoute, async (c) => {
      const target = await resetTarget(db, c.req.valid('json'));
      // An unknown address gets the same answer and the same work (a code recorded and counted), only not delivered.
      const deliver = target.user !== undefined;
      await deps.otp.send(db, { purpose: 'password-reset', channel: target.channel, recipient: target.recipient, clientIp: c.var.clientIp, deliver });
      return c.json(okMessage(target.channel === 'email' ? MSG.resetOtpSentByMail : MSG.resetOtpSentBySms), 200);
    })
    .openapi(verifyResetOtpRoute, async (c) => {
      const body = c.req.valid('json');
      const { user, recipient } = await resetTarget(db, body);
      const token = await db.transaction(async (tx) => {
        // A wrong code returns (not throws) so that its counted try commits; an unknown address fails the same way.
        const verified = await deps.otp.verify(tx, { purpose: 'password-reset', recipient, code: body.otp });
        if (!user || !verified) return null;
        return issueResetToken(tx, user.id, deps.now());
      });
      if (!token) throw new ApiError(400, MSG.invalidOtp);
      return c.json(ok(MSG.otpVerified, { verifiyToken: token, message: MSG.otpVerified }), 200);
    })
    .openapi(resetRoute, async (c) => {
      const body = c.req.valid('json');
      const { newpassword } = checkRules(newPasswordSchema, body);
      const passwordHash = await hashPassword(newpassword);
      const user = await db.transaction(async (tx) => {
        const now = deps.now();
        const userId = body.verifytoken ? await consumeResetToken(tx, body.verifytoken, now) : null;
        if (!userId) return null;
        const [updated] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).returning();
        await revokeAllUserTokens(tx, userId, now);
        await expireResetTokens(tx, userId, now);
        return updated ?? null;
      });
      if (!user) throw new ApiError(400, MSG.invalidResetToken);
      await deps.limits.signIn.unlock(signInIdentifiersOf(user)); // a reset unlocks password sign-in
      const data = { Message: MSG.passwordReset, Email: user.email, Mobile: phoneFromE164(user.mobile).mobile };
      return c.json(ok(MSG.passwordReset, data), 200);
    })
    .openapi(changeRoute, async (c) => {
      const body = c.req.valid('json');
      const { newpassword } = checkRules(newPasswordSchema, body);
      const user = await loadCaller(db, c);
      // A wrong current password is a failed password sign-in of the account: a session holder cannot guess it freely.
      const attempt = await deps.limits.signIn.beginPassword({ mobile: user.mobile }, c.var.clientIp);
      if (!(await verifyPassword(body.password ?? '', user.passwordHash))) throw new ApiError(400, MSG.wrongCurrentPassword);
      await attempt.succeeded(signInIdentifiersOf(user));
      const passwordHash = await hashPassword(newpassword);
      const now = deps.now();
      // Whoever held another session (a lost phone, a shared computer) is signed out; the caller's own stays.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        await revokeOtherUserTokens(tx, user.id, tokenFromHeader(c.req.header('authorization')) ?? '', now);
      });
      return c.json(okMessage(MSG.passwordChanged), 200);
    });
}
