import { createRoute } from '@hono/zod-openapi';
import { jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { EnquiryListQuery, EnquirySchema } from './schemas.ts';
import { leadRoutes } from './lead-routes.ts';
import { listEnquiries, toEnquiryAnswer } from './store.ts';
import type { LeadDeps } from './submit-lead.ts';
import { verifyRoutes } from './verify-routes.ts';
import type { VerifyDeps } from './verify-lead.ts';

/** `afterVerify`: what other domains do when an enquiry of their kind is verified (app.ts wires it). */
export type EnquiriesDeps = LeadDeps & Pick<VerifyDeps, 'afterVerify'>;

const listRoute = createRoute({
  method: 'get',
  path: '/user/enquiry',
  tags: ['enquiries'],
  summary: "The caller's enquiries, newest first (sent signed in, or from the caller's verified mobile number)",
  ...userOnly,
  request: { query: EnquiryListQuery },
  responses: jsonResponses('The enquiries', pagedEnvelopeOf(EnquirySchema), [400, 401]),
});

/** The enquiries domain: `GET /user/enquiry` 🔒 (spec §7), and the lead-capture routes that write the same table. */
export function enquiriesRoutes(deps: EnquiriesDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const page = c.req.valid('query');
      const { rows, total } = await listEnquiries(deps.db, callerId(c), page);
      return c.json(pagedEnvelope(c, rows.map(toEnquiryAnswer), { total, ...page }), 200);
    })
    .route('/', leadRoutes(deps))
    .route('/', verifyRoutes(deps));
}
