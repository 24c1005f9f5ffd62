import { createRoute, type z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { ErrorBodySchema } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { requirePhone } from '../phone/phone.ts';
import { openSessionFor } from './sign-up-rules.ts';
import { ZoomSignUpBody } from './sign-up-schemas.ts';

/** A sign-up as the enquiries domain stores it (a `zoom` enquiry). */
export type ZoomLead = { name: string; email: string; mobile: string; source: string; zoomSessionId: string; pagesSourceLink: string | null };
/** The enquiries domain's lead answer: 200 with the OTP sent, or 429 (an OTP limit) still naming the stored id. */
export type LeadAnswer = { status: number; message: string; data: { data: string; otpSent: boolean; retryAfter: number; message?: string; otpverified?: boolean } };

/** What the sign-up takes: the app's db and clock, and the enquiries domain's lead submission (wired in app.ts). */
export type ZoomSignUpDeps = {
  db: Db;
  now: () => Date;
  enquiries: {
    /** Lead limits → store the enquiry → its OTP (the enquiries' one order of work). */
    submit(lead: ZoomLead, caller: { clientIp: string; userId: string | null; verifiedNumberToken?: string | undefined }): Promise<{ status: 200 | 429; body: LeadAnswer; headers: Record<string, string> }>;
    answerSchema: z.ZodType<LeadAnswer>;
  };
};

/** `POST /zoommeeting/add-subscriber`: a sign-up for a session is a `zoom` enquiry, verified through `/enquiry/verify`. */
export function zoomSignUpRoutes(deps: ZoomSignUpDeps) {
  const json = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
  const route = createRoute({
    method: 'post',
    path: '/zoommeeting/add-subscriber',
    tags: ['enquiries'],
    summary: 'Signs up for an upcoming Zoom session: stores a `zoom` enquiry and sends its OTP (verify with /enquiry/verify, which e-mails the join link)',
    request: jsonBody(ZoomSignUpBody),
    responses: {
      200: json('Stored; its OTP sent', deps.enquiries.answerSchema),
      400: json('A field, or `This session has already started`', ErrorBodySchema),
      404: json('`Zoom session not found` (unknown, or ids that do not belong together)', ErrorBodySchema),
      409: json('`This session is full`', ErrorBodySchema),
      429: json('A lead limit (nothing stored) or an OTP limit (stored: `data` holds the id, `otpSent: false`)', deps.enquiries.answerSchema),
    },
  });
  return createRouter().openapi(route, async (c) => {
    const body = c.req.valid('json');
    const phone = requirePhone(body.mobile, body.countryCode);
    const session = await openSessionFor(deps.db, body, deps.now());
    const principal = c.get('principal');
    const lead = {
      name: [body.first_name, body.last_name].filter(Boolean).join(' '),
      email: body.email,
      mobile: phone.e164,
      source: body.source,
      zoomSessionId: session.id,
      pagesSourceLink: body.pagessourcelink ?? null,
    };
    const outcome = await deps.enquiries.submit(lead, { clientIp: c.var.clientIp, userId: principal?.kind === 'user' ? principal.userId : null, verifiedNumberToken: body.verifiedNumberToken });
    return c.json(outcome.body, outcome.status, outcome.headers);
  });
}
