import { createRoute } from '@hono/zod-openapi';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { requirePhone } from '../phone/phone.ts';
import { leadOtpResponses, LeadVerifiedAnswerSchema } from './lead-answers.ts';
import { QuickVerifyBody, ResendBody, VerifyBody } from './lead-schemas.ts';
import { findEnquiry } from './lead-store.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { sendLeadOtp } from './send-lead-otp.ts';
import type { LeadDeps } from './submit-lead.ts';
import { verifyLead, type VerifyDeps } from './verify-lead.ts';

const verifyDescription =
  "Marks the enquiry verified by the number's OTP; the id and the number must both match it, else 400 `Invalid OTP`. Verifying again answers 200 and changes nothing.";

const verifyRoute = createRoute({
  method: 'post',
  path: '/enquiry/verify',
  tags: ['enquiries'],
  summary: "Verifies an enquiry's OTP (request for price names; every kind)",
  description: verifyDescription,
  request: jsonBody(VerifyBody),
  responses: jsonResponses('Verified', LeadVerifiedAnswerSchema, [400, 409]),
});

const quickVerifyRoute = createRoute({
  method: 'post',
  path: '/enquiry/quick/verify',
  tags: ['enquiries'],
  summary: "Verifies an enquiry's OTP (the quick form's names)",
  description: verifyDescription,
  request: jsonBody(QuickVerifyBody),
  responses: jsonResponses('Verified', LeadVerifiedAnswerSchema, [400, 409]),
});

const resendRoute = createRoute({
  method: 'post',
  path: '/enquiry/resend',
  tags: ['enquiries'],
  summary: 'A new OTP for an unverified enquiry (the OTP limits apply)',
  request: jsonBody(ResendBody),
  responses: leadOtpResponses([400, 404]),
});

const verified = (id: string, { verifiedNumberToken }: { verifiedNumberToken: string | null }) => ({
  status: 200,
  message: ENQUIRY_MSG.querySubmitted,
  data: { data: id, otpverified: true, ...(verifiedNumberToken === null ? {} : { verifiedNumberToken }) },
});

/** Verification of every kind of enquiry, and its resend. */
export function verifyRoutes(deps: LeadDeps & VerifyDeps) {
  return createRouter()
    .openapi(verifyRoute, async (c) => {
      const body = c.req.valid('json');
      const proof = await verifyLead(deps, { id: body.id, mobile: requirePhone(body.phone, body.countrycode).e164, code: body.otp });
      return c.json(verified(body.id, proof), 200);
    })
    .openapi(quickVerifyRoute, async (c) => {
      const body = c.req.valid('json');
      const proof = await verifyLead(deps, { id: body.enquiryId, mobile: requirePhone(body.mobile, body.countrycode).e164, code: body.code });
      return c.json(verified(body.enquiryId, proof), 200);
    })
    .openapi(resendRoute, async (c) => {
      const body = c.req.valid('json');
      const mobile = requirePhone(body.phone, body.countrycode).e164;
      const enquiry = await findEnquiry(deps.db, body.id, mobile);
      if (!enquiry || enquiry.verified) throw new ApiError(404, ENQUIRY_MSG.enquiryNotFound);
      const outcome = await sendLeadOtp(deps, { id: enquiry.id, mobile, clientIp: c.var.clientIp }, ENQUIRY_MSG.mobileOtpSent);
      return c.json(outcome.body, outcome.status, outcome.headers);
    });
}
