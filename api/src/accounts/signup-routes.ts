import { createRoute, z } from '@hono/zod-openapi';
import { eq, inArray, or } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import type { AccountsDeps } from './deps.ts';
import { upsertDevices } from './devices.ts';
import { MSG } from './messages.ts';
import { hashPassword } from './password-hash.ts';
import { checkRules, emailSchema, loginPasswordSchema } from './password-rules.ts';
import { parsePhone, requirePhone, type Phone } from './phone.ts';
import {
  answerOf,
  CountryCodeField,
  DeviceListField,
  MessageAnswerSchema,
  MobileField,
  ok,
  okMessage,
  OtpField,
  RuleCheckedText,
  SourceField,
  UserProfileSchema,
  type DeviceInfo,
} from './schemas.ts';
import { jsonBody } from './route-support.ts';
import { newObjectId } from './secrets.ts';
import { translateUniqueViolation } from './unique-violation.ts';
import { findUserBy, toProfile, type UserRow } from './users.ts';

const addUserRoute = createRoute({
  method: 'post',
  path: '/user/add-user',
  tags: ['accounts'],
  summary: 'Sign-up: creates (or refreshes) a pending user and sends the sign-up OTP by SMS',
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
  summary: "(Re)sends the sign-up OTP to a pending user's mobile",
  request: jsonBody(
    z.object({
      source: SourceField,
      mobile: MobileField,
      countrycode: CountryCodeField,
      deviceIDs: DeviceListField,
      otpverified: z.union([z.boolean(), z.string(), z.number()]).optional(),
    }),
  ),
  responses: jsonResponses('OTP sent', MessageAnswerSchema, [400, 404, 429]),
});

const verifySignUpRoute = createRoute({
  method: 'post',
  path: '/user/user-verify',
  tags: ['accounts'],
  summary: "Verifies a pending user's mobile with the sign-up OTP and stores the devices",
  request: jsonBody(z.object({ otp: OtpField, user: z.string().trim().min(1, 'is required'), deviceIDs: DeviceListField })),
  responses: jsonResponses('Mobile verified', answerOf(z.object({ user: UserProfileSchema })), [400]),
});

type SignUp = { email: string; passwordHash: string; phone: Phone; source: string | null; devices: DeviceInfo[]; clientIp: string };

export function signUpRoutes(deps: AccountsDeps) {
  const { db } = deps;

  /** Creates the pending user, or refreshes the pending one(s) holding this e-mail or mobile; OTP in the same transaction. */
  const registerPending = (signUp: SignUp): Promise<UserRow> =>
    db.transaction(async (tx) => {
      const now = deps.now();
      const holders = await tx
        .select()
        .from(users)
        .where(or(eq(users.email, signUp.email), eq(users.mobile, signUp.phone.e164)));
      if (holders.some((user) => user.mobileVerified && user.email === signUp.email)) throw new ApiError(409, MSG.emailTaken);
      if (holders.some((user) => user.mobileVerified && user.mobile === signUp.phone.e164)) throw new ApiError(409, MSG.mobileTaken);
      const kept = holders.find((user) => user.email === signUp.email) ?? holders[0];
      const abandoned = holders.filter((user) => user !== kept).map((user) => user.id);
      if (abandoned.length > 0) await tx.delete(users).where(inArray(users.id, abandoned));
      const fields = { email: signUp.email, mobile: signUp.phone.e164, passwordHash: signUp.passwordHash, source: signUp.source, updatedAt: now };
      const [user] = kept
        ? await tx.update(users).set(fields).where(eq(users.id, kept.id)).returning()
        : await tx.insert(users).values({ id: newObjectId(), ...fields, createdAt: now }).returning();
      if (!user) throw new Error('sign-up wrote no user row');
      await upsertDevices(tx, user.id, signUp.devices, now);
      await deps.otp.send(tx, { purpose: 'sign-up', channel: 'sms', recipient: user.mobile, clientIp: signUp.clientIp });
      return user;
    });

  return createRouter()
    .openapi(addUserRoute, async (c) => {
      const body = c.req.valid('json');
      const email = checkRules(emailSchema, body.email);
      if (!body.mobile || /^0*$/.test(body.mobile)) throw new ApiError(400, MSG.phoneRequired);
      const password = checkRules(loginPasswordSchema, body.password);
      const phone = requirePhone(body.mobile, body.location?.phonecode);
      const passwordHash = await hashPassword(password);
      const user = await translateUniqueViolation(() =>
        registerPending({ email, passwordHash, phone, source: body.source ?? null, devices: body.deviceIDs, clientIp: c.var.clientIp }),
      );
      return c.json(ok(MSG.mobileOtpSent, { user: { _id: user.id, mobile: phone.mobile, countrycode: phone.countrycode, email } }), 200);
    })
    .openapi(sendSignUpOtpRoute, async (c) => {
      const body = c.req.valid('json');
      const phone = parsePhone(body.mobile, body.countrycode);
      const user = phone ? await findUserBy(db, { mobile: phone.e164 }) : undefined;
      if (!user || user.mobileVerified) throw new ApiError(404, MSG.invalidMobile);
      await deps.otp.send(db, { purpose: 'sign-up', channel: 'sms', recipient: user.mobile, clientIp: c.var.clientIp });
      return c.json(okMessage(MSG.mobileOtpSent), 200);
    })
    .openapi(verifySignUpRoute, async (c) => {
      const body = c.req.valid('json');
      const verified = await db.transaction(async (tx) => {
        const user = await findUserBy(tx, { id: body.user });
        if (!user || user.mobileVerified) return null;
        // A wrong code returns (not throws) so that its counted try commits.
        if (!(await deps.otp.verify(tx, { purpose: 'sign-up', recipient: user.mobile, code: body.otp }))) return null;
        const now = deps.now();
        const [updated] = await tx.update(users).set({ mobileVerified: true, updatedAt: now }).where(eq(users.id, user.id)).returning();
        await upsertDevices(tx, user.id, body.deviceIDs, now);
        return updated ?? null;
      });
      if (!verified) throw new ApiError(400, MSG.invalidOtp);
      return c.json(ok(MSG.mobileVerified, { user: toProfile(verified) }), 200);
    });
}
