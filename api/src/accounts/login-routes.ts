import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, MessageAnswerSchema, ok, okMessage } from '../http/answers.ts';
import { tokenFromHeader } from '../http/auth.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { signInIdentifiersOf } from '../limits/sign-in-throttle.ts';
import { OtpField } from '../otp/otp-field.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { parsePhone, requirePhone } from '../phone/phone.ts';
import type { AccountsDeps } from './deps.ts';
import { forgetDevicePushToken, upsertDevices } from './devices.ts';
import { MSG } from './messages.ts';
import { checkRules, emailSchema, loginPasswordSchema } from './password-rules.ts';
import { checkPasswordSignIn } from './password-sign-in.ts';
import { userOnly } from './route-support.ts';
import { DeviceListField, RuleCheckedText, SessionSchema, type DeviceInfo } from './schemas.ts';
import { issueUserToken, revokeUserToken } from './sessions.ts';
import { isSignInClient, rememberSignInClient } from './sign-in-clients.ts';
import { findAccountBy, toProfile, type UserRow } from './users.ts';

const requestLoginOtpRoute = createRoute({
  method: 'post',
  path: '/auth/login-otp',
  tags: ['accounts'],
  summary: 'Sends a sign-in OTP by SMS to an account; an unknown number gets the same answer (nothing delivered)',
  request: jsonBody(z.object({ mobile: MobileField, countrycode: CountryCodeField, deviceIDs: DeviceListField })),
  responses: jsonResponses('OTP sent', answerOf(z.object({ statuscode: z.literal(200), message: z.string() })), [400, 429]),
});

const loginWithOtpRoute = createRoute({
  method: 'post',
  path: '/auth/login/otp',
  tags: ['accounts'],
  summary: 'Signs in with the sign-in OTP; answers a Session',
  request: jsonBody(z.object({ otp: OtpField, number: MobileField, countrycode: CountryCodeField, deviceIDs: DeviceListField })),
  responses: jsonResponses('Signed in', answerOf(SessionSchema), [400]),
});

const loginWithPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/login/password',
  tags: ['accounts'],
  summary: 'Signs in with e-mail (or mobile number) and password; answers a Session',
  request: jsonBody(
    z.object({
      email: RuleCheckedText,
      number: MobileField.optional().openapi({ description: 'National number; 0 = none (use `email`)' }),
      countrycode: CountryCodeField.optional().openapi({ description: 'Dial code of `number`, default +91' }),
      password: RuleCheckedText,
      deviceIDs: DeviceListField,
    }),
  ),
  responses: jsonResponses('Signed in', answerOf(SessionSchema), [400, 401, 403]),
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['accounts'],
  summary: 'Revokes the calling user token',
  ...userOnly,
  responses: jsonResponses('Signed out', MessageAnswerSchema, [401]),
});

export function loginRoutes(deps: AccountsDeps) {
  const { db } = deps;

  /** Stores the devices and the client, and issues a token; `tx` is the caller's transaction. */
  const openSession = async (tx: Db, user: UserRow, devices: DeviceInfo[], clientKey: string) => {
    const now = deps.now();
    await upsertDevices(tx, user.id, devices, now);
    await rememberSignInClient(tx, user.id, clientKey, now);
    const issued = await issueUserToken(tx, user.id, devices[0]?.deviceID ?? null, now);
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: toProfile(user) };
  };

  return createRouter()
    .openapi(requestLoginOtpRoute, async (c) => {
      const body = c.req.valid('json');
      // Spec §8 'Please enter a valid phone number': only for a number that is not a valid one.
      const phone = parsePhone(body.mobile, body.countrycode);
      if (!phone) throw new ApiError(400, MSG.invalidLoginPhone);
      const user = await findAccountBy(db, { mobile: phone.e164 });
      // A client the account signed in from before asks as its owner: strangers' requests cannot use up its codes.
      const ownerClient = user !== undefined && (await isSignInClient(db, user.id, c.var.clientIp, deps.now()));
      // An unknown number gets the same answer and the same work (a code recorded and counted), only not delivered.
      await deps.otp.send(db, { purpose: 'sign-in', channel: 'sms', recipient: phone.e164, clientIp: c.var.clientIp, deliver: user !== undefined, ownerClient });
      return c.json(ok(MSG.loginOtpSent, { statuscode: 200 as const, message: MSG.loginOtpSent }), 200);
    })
    .openapi(loginWithOtpRoute, async (c) => {
      const body = c.req.valid('json');
      await deps.limits.signIn.countAttempt(c.var.clientIp);
      const phone = requirePhone(body.number, body.countrycode);
      const user = await findAccountBy(db, { mobile: phone.e164 });
      const session = await db.transaction(async (tx) => {
        // A wrong code returns (not throws) so that its counted try commits; an unknown number fails the same way.
        const verified = await deps.otp.verify(tx, { purpose: 'sign-in', recipient: phone.e164, code: body.otp });
        if (!user || !verified) return null;
        return openSession(tx, user, body.deviceIDs, c.var.clientIp);
      });
      if (!session || !user) throw new ApiError(400, MSG.invalidOtp);
      // The owner proved the phone: their password sign-in is unlocked.
      await deps.limits.signIn.unlock(signInIdentifiersOf(user));
      return c.json(ok(MSG.signedIn, session), 200);
    })
    .openapi(loginWithPasswordRoute, async (c) => {
      const body = c.req.valid('json');
      const byEmail = Boolean(body.email?.trim()) || !body.number || /^0*$/.test(body.number);
      const identity = byEmail
        ? { email: checkRules(emailSchema, body.email) }
        : { mobile: requirePhone(body.number ?? '', body.countrycode).e164 };
      const password = checkRules(loginPasswordSchema, body.password);
      await deps.limits.signIn.countAttempt(c.var.clientIp);
      // Known or not, the identifier is counted before the DB is read: the answers cannot tell them apart.
      const attempt = await deps.limits.signIn.beginPassword(identity, c.var.clientIp);
      const signedIn = await checkPasswordSignIn(db, identity, password);
      if (!signedIn) throw new ApiError(401, MSG.invalidCredentials);
      // Only after the right password: an e-mail the account has not confirmed does not sign in. The attempt
      // stays counted, so a password known for an unconfirmed holder cannot clear the e-mail's counter.
      if (signedIn.emailUnconfirmed) throw new ApiError(403, MSG.emailNotConfirmed);
      const { user } = signedIn;
      await attempt.succeeded(signInIdentifiersOf(user));
      const session = await db.transaction((tx) => openSession(tx, user, body.deviceIDs, c.var.clientIp));
      return c.json(ok(MSG.signedIn, session), 200);
    })
    .openapi(logoutRoute, async (c) => {
      const token = tokenFromHeader(c.req.header('authorization'));
      if (token) {
        await db.transaction(async (tx) => {
          const revoked = await revokeUserToken(tx, token, deps.now());
          if (revoked?.deviceId) await forgetDevicePushToken(tx, revoked.userId, revoked.deviceId);
        });
      }
      return c.json(okMessage(MSG.signedOut), 200);
    });
}
