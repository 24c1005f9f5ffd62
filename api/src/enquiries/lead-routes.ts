import { createRoute } from '@hono/zod-openapi';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { requirePhone } from '../phone/phone.ts';
import { leadCaller } from './caller.ts';
import { leadOtpResponses } from './lead-answers.ts';
import { CallBody, PriceBody, QuickBody } from './lead-schemas.ts';
import { packagesOf } from './lead-store.ts';
import { submitLead, type LeadDeps } from './submit-lead.ts';

const description =
  'Stores the enquiry (unverified), then sends the number its OTP. A lead limit is a 429 with nothing stored; an OTP limit is a 429 that still carries the stored id.';

const callRoute = createRoute({
  method: 'post',
  path: '/enquiry/call',
  tags: ['enquiries'],
  summary: 'Get-a-call popup: a call-back request for a mobile number',
  description,
  request: jsonBody(CallBody),
  responses: leadOtpResponses([400]),
});

const priceRoute = createRoute({
  method: 'post',
  path: '/enquiry/create',
  tags: ['enquiries'],
  summary: 'Request for price: a price enquiry about one package',
  description,
  request: jsonBody(PriceBody),
  responses: leadOtpResponses([400, 404]),
});

const quickRoute = createRoute({
  method: 'post',
  path: '/enquiry/quick',
  tags: ['enquiries'],
  summary: 'Quick enquiry (popup, footer form, search overlay): 1 to 3 packages',
  description,
  request: jsonBody(QuickBody),
  responses: leadOtpResponses([400, 404]),
});

/** The enquiry forms (spec §3): each stores its lead before its OTP goes out (submit-lead.ts). */
export function leadRoutes(deps: LeadDeps) {
  return createRouter()
    .openapi(callRoute, async (c) => {
      const body = c.req.valid('json');
      const phone = requirePhone(body.mobile, body.countrycode);
      const outcome = await submitLead(deps, { kind: 'call', mobile: phone.e164, source: body.source, pagesSourceLink: body.pagessourcelink ?? null }, leadCaller(c, body.verifiedNumberToken));
      return c.json(outcome.body, outcome.status, outcome.headers);
    })
    .openapi(priceRoute, async (c) => {
      const body = c.req.valid('json');
      const phone = requirePhone(body.phone, body.countrycode);
      const packages = await packagesOf(deps.db, [body.packageid]);
      const draft = {
        kind: 'price' as const,
        name: body.name,
        email: body.email,
        mobile: phone.e164,
        packages,
        persons: body.NoOfPerson || null,
        comment: packages[0]?.packagename ?? null,
        pagesSourceLink: body.pagessourcelink ?? null,
        source: body.source,
      };
      const outcome = await submitLead(deps, draft, leadCaller(c, body.verifiedNumberToken));
      return c.json(outcome.body, outcome.status, outcome.headers);
    })
    .openapi(quickRoute, async (c) => {
      const body = c.req.valid('json');
      const phone = requirePhone(body.phone, body.countrycode);
      const draft = {
        kind: body.form,
        name: body.name,
        email: body.email,
        mobile: phone.e164,
        packages: await packagesOf(deps.db, body.packagelist.map((item) => item.packageid)),
        persons: body.noofperson,
        comment: body.comment || null,
        pagesSourceLink: body.pagessourcelink ?? null,
        source: body.source,
      };
      const outcome = await submitLead(deps, draft, leadCaller(c, body.verifiedNumberToken));
      return c.json(outcome.body, outcome.status, outcome.headers);
    });
}
