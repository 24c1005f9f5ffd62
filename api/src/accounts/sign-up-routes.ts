import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, MessageAnswerSchema, ok, okMessage } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { OtpField } from '../otp/otp-field.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { parsePhone, requirePhone } from '../phone/phone.ts';
import type { AccountsDeps } from './deps.ts';
import { MSG } from './messages.ts';
import { hashPassword } from './password-hash.ts';
import { checkRules, emailSchema, loginPasswordSchema } from './password-rules.ts';
import {
  assertFreeForSignUp,
  findLivePendingSignUp,
  insertPendingSignUp,
  newestLivePendingSignUp,
  promotePendingSignUp,
  signUpOtpTarget,
  type PendingSignUp,
  type SignUpForm,
} from './pending-sign-ups.ts';
import { DeviceListField, RuleCheckedText, SourceField, UserProfileSchema, type DeviceInfo } from './schemas.ts';
import { rememberSignInClient } from './sign-in-clients.ts';
import { translateUniqueViolation } from './unique-violation.ts';
import { toProfile } from './users.ts';
import { crashPoint } from '../reliability/crash-point.ts';

const addUserRoute = createRoute({
  method: 'post',
  path: '/user/add-user',
  tags: ['accounts'],
  summary: 'Sign-up: records a new pending sign-up (never rewriting another one) and sends its OTP by SMS',
  request: jsonBody(
    z.object({
      source: SourceField,
      email: RuleCheckedText,
      password: RuleCheckedText,
      mobile: MobileField.optional(),
      location: z.object({ phonecode: CountryCodeField.optional() }).optional(),
      deviceIDs: DeviceListField,
    }),
  ),
  responses: jsonResponses(
    'OTP sent to the mobile',
    answerOf(z.object({ user: z.object({ _id: z.string(), mobile: z.number().int(), countrycode: z.string(), email: z.string() }) })),
    [400, 409, 429],
  ),
});

const sendSignUpOtpRoute = createRoute({
  method: 'post',
  path: '/user/send-opt',
  tags: ['accounts'],
  summary: "(Re)sends the sign-up OTP of a pending sign-up (`user`, else the mobile's newest) to its mobile",
  request: jsonBody(
    z.object({
      source: SourceField,
      mobile: MobileField,
      countrycode: CountryCodeField,
      deviceIDs: DeviceListField,
      otpverified: z.union([z.boolean(), z.string(), z.number()]).optional(),
      user: z.string().trim().max(64).optional().openapi({ description: 'The pending `_id` from add-user; default: the newest for the mobile' }),
    }),
  ),
  responses: jsonResponses('OTP sent', MessageAnswerSchema, [400, 404, 429]),
});

const verifySignUpRoute = createRoute({
  method: 'post',
  path: '/user/user-verify',
  tags: ['accounts'],
  summary: 'Verifies a pending sign-up with its OTP: it becomes the account (same `_id`), devices stored',
  request: jsonBody(z.object({ otp: OtpField, user: z.string().trim().min(1, 'is required'), deviceIDs: DeviceListField })),
  responses: jsonResponses('Mobile verified', answerOf(z.object({ user: UserProfileSchema })), [400, 409]),
});

export function signUpRoutes(deps: AccountsDeps) {
  const { db } = deps;

  /** A new pending sign-up and its OTP, in one transaction (a 429 leaves nothing behind). */
  const registerPending = (form: SignUpForm, clientIp: string): Promise<PendingSignUp> =>
    db.transaction(async (tx) => {
      await assertFreeForSignUp(tx, { email: form.email, mobile: form.phone.e164 });
      const pending = await insertPendingSignUp(tx, form, deps.now());
      await deps.otp.send(tx, { ...signUpOtpTarget(pending), channel: 'sms', clientIp });
      return pending;
    });

  return createRouter()
    .openapi(addUserRoute, async (c) => {
      const body = c.req.valid('json');
      const email = checkRules(emailSchema, body.email);
      if (!body.mobile || /^0*$/.test(body.mobile)) throw new ApiError(400, MSG.phoneRequired);
      const password = checkRules(loginPasswordSchema, body.password);
      const phone = requirePhone(body.mobile, body.location?.phonecode);
      const passwordHash = await hashPassword(password);
      const pending = await registerPending({ email, passwordHash, phone, source: body.source ?? null, devices: body.deviceIDs }, c.var.clientIp);
      return c.json(ok(MSG.mobileOtpSent, { user: { _id: pending.id, mobile: phone.mobile, countrycode: phone.countrycode, email } }), 200);
    })
    .openapi(sendSignUpOtpRoute, async (c) => {
      const body = c.req.valid('json');
      const phone = parsePhone(body.mobile, body.countrycode);
      const now = deps.now();
      const pending = !phone
        ? undefined
        : body.user
          ? await findLivePendingSignUp(db, body.user, now)
          : await newestLivePendingSignUp(db, phone.e164, now);
      if (!phone || !pending || pending.mobile !== phone.e164) throw new ApiError(404, MSG.invalidMobile);
      await deps.otp.send(db, { ...signUpOtpTarget(pending), channel: 'sms', clientIp: c.var.clientIp });
      return c.json(okMessage(MSG.mobileOtpSent), 200);
    })
    .openapi(verifySignUpRoute, async (c) => {
      const body = c.req.valid('json');
      const verified = await translateUniqueViolation(() =>
        db.transaction(async (tx) => {
          const now = deps.now();
          const pending = await findLivePendingSignUp(tx, body.user, now);
          // A wrong code returns (not throws) so that its counted try commits.
          if (!pending || !(await deps.otp.verify(tx, { ...signUpOtpTarget(pending), code: body.otp }))) return null;
          const user = await promotePendingSignUp(tx, pending, body.deviceIDs, now);
          await rememberSignInClient(tx, user.id, c.var.clientIp, now);
          await crashPoint('sign-up');
          return user;
        }),
      );
      if (!verified) throw new ApiError(400, MSG.invalidOtp);
      return c.json(ok(MSG.mobileVerified, { user: toProfile(verified) }), 200);
    });
}
