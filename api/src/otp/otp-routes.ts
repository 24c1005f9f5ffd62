import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, DataMessageSchema, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { requirePhone } from '../phone/phone.ts';
import { OTP_MESSAGES } from './messages.ts';
import { OtpField } from './otp-field.ts';
import type { OtpService } from './otp-service.ts';

export type OtpRoutesDeps = { db: Db; otp: OtpService };

const PhoneBody = z.object({ mobile: MobileField, countrycode: CountryCodeField });

const sendRoute = (path: '/otp/send' | '/otp/resend', summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['otp'],
    summary,
    request: jsonBody(PhoneBody),
    responses: jsonResponses('OTP sent', answerOf(DataMessageSchema), [400, 429]),
  });

const verifyRoute = createRoute({
  method: 'post',
  path: '/otp/verify',
  tags: ['otp'],
  summary: 'Checks a mobile-verification OTP',
  request: jsonBody(PhoneBody.extend({ otp: OtpField })),
  responses: jsonResponses('OTP verified', answerOf(DataMessageSchema), [400]),
});

/** Mobile verification for enquiry and call-back flows: any valid number, no account needed. */
export function otpRoutes(deps: OtpRoutesDeps) {
  const sent = ok(OTP_MESSAGES.mobileOtpSent, { message: OTP_MESSAGES.mobileOtpSent });
  const send = async (body: z.output<typeof PhoneBody>, clientIp: string) => {
    const phone = requirePhone(body.mobile, body.countrycode);
    await deps.otp.send(deps.db, { purpose: 'verify-mobile', channel: 'sms', recipient: phone.e164, clientIp });
  };
  return createRouter()
    .openapi(sendRoute('/otp/send', 'Sends a mobile-verification OTP by SMS'), async (c) => {
      await send(c.req.valid('json'), c.var.clientIp);
      return c.json(sent, 200);
    })
    .openapi(sendRoute('/otp/resend', 'Sends the mobile-verification OTP again (same limits as every send)'), async (c) => {
      await send(c.req.valid('json'), c.var.clientIp);
      return c.json(sent, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const body = c.req.valid('json');
      const phone = requirePhone(body.mobile, body.countrycode);
      if (!(await deps.otp.verify(deps.db, { purpose: 'verify-mobile', recipient: phone.e164, code: body.otp }))) {
        throw new ApiError(400, OTP_MESSAGES.invalidOtp);
      }
      return c.json(ok(OTP_MESSAGES.otpVerified, { message: OTP_MESSAGES.otpVerified }), 200);
    });
}
