import { z } from '@hono/zod-openapi';
import { ENQUIRY_KINDS } from '../db/schema/enquiries.ts';
import { limitParam, pageParam } from '../http/query-params.ts';

/** The most enquiries one page lists (spec §9: enquiry list 100). */
export const MAX_ENQUIRY_LIMIT = 100;

/** `?page=&limit=`: `limit` defaults to the spec's 100. */
export const EnquiryListQuery = z.object({
  page: pageParam,
  limit: limitParam.default(MAX_ENQUIRY_LIMIT).openapi({ param: { name: 'limit', in: 'query' }, example: MAX_ENQUIRY_LIMIT }),
});

/** One enquiry as `GET /user/enquiry` answers it, in the spec's payload names (§3). */
export const EnquirySchema = z
  .object({
    _id: z.string(),
    kind: z.enum(ENQUIRY_KINDS).openapi({ description: 'call (get-a-call popup), price (request for price), quick (quick enquiry), footer (footer form)' }),
    name: z.string().nullable(),
    mobile: z.number().int().openapi({ description: 'National number', example: 9810012345 }),
    countrycode: z.string().openapi({ example: '+91' }),
    email: z.string().nullable(),
    packagelist: z.array(z.object({ packageid: z.string(), packagename: z.string() })),
    noofperson: z.string().nullable().openapi({ example: '11-20' }),
    comment: z.string().nullable(),
    pagessourcelink: z.string().nullable(),
    source: z.string().nullable(),
    otpverified: z.boolean(),
    createdAt: z.string().openapi({ description: 'ISO instant' }),
  })
  .openapi('Enquiry');

export type EnquiryAnswer = z.infer<typeof EnquirySchema>;
