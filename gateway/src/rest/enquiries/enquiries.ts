import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl } from '../url.ts';
import { enquiryPageAnswer } from './schemas.ts';
import type { EnquiryModel } from './types.ts';

/** `GET /user/enquiry?page=&limit=` 🔒: one page of the caller's enquiries, newest first. */
export async function fetchEnquiryPage(client: RestClient, page: { page: number; limit: number }): Promise<RestOutcome<RestPage<EnquiryModel>>> {
  const path = buildUpstreamUrl('', '/user/enquiry', page);
  const outcome = await client.send({ method: 'GET', path, answer: enquiryPageAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data, total, page: number, limit }) => ({ items: data, total, page: number, limit }));
}
