import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { EnquiryListQuery, EnquirySchema } from './schemas.ts';
import { listEnquiries, toEnquiryAnswer } from './store.ts';

export type EnquiriesDeps = { db: Db };

const listRoute = createRoute({
  method: 'get',
  path: '/user/enquiry',
  tags: ['enquiries'],
  summary: "The caller's enquiries, newest first (sent signed in, or from the caller's verified mobile number)",
  ...userOnly,
  request: { query: EnquiryListQuery },
  responses: jsonResponses('The enquiries', pagedEnvelopeOf(EnquirySchema), [400, 401]),
});

/** The enquiries domain: `GET /user/enquiry` 🔒 (spec §7). The lead-capture routes will write the same table. */
export function enquiriesRoutes({ db }: EnquiriesDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    const page = c.req.valid('query');
    const { rows, total } = await listEnquiries(db, callerId(c), page);
    return c.json(pagedEnvelope(c, rows.map(toEnquiryAnswer), { total, ...page }), 200);
  });
}
