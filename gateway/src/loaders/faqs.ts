import DataLoader from 'dataloader';
import { upstreamUnavailableError } from '../errors.ts';
import { fetchCallerFaqList, fetchPublicFaqList, type FaqListRequest } from '../rest/faqs/faqs.ts';
import type { FaqListModel } from '../rest/faqs/types.ts';
import type { RestClient } from '../rest/http.ts';

/** A refused user token (signed out meanwhile): the list reads as a visitor's. */
const SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403]);

/**
 * `GET /common/faqs-list/{a}/{b}`: once per request and (type, id, groups). The api has no batch route, so a list of
 * packages asking for their FAQs makes one call each. A visitor's call carries the public token (the answer is the
 * same for everyone); a user's carries theirs, so it holds their pending questions and votes — such a request never
 * reads nor fills the response cache (`cache/visitor-only.ts`).
 */
export function createFaqLoaders(client: RestClient, userToken: string | null) {
  const loadList = async (request: FaqListRequest): Promise<FaqListModel | null> => {
    if (userToken === null) return fetchPublicFaqList(client, request);
    const outcome = await fetchCallerFaqList(client, request);
    if (outcome.ok) return outcome.value.data;
    if (outcome.status === 404) return null;
    if (SIGNED_OUT_STATUSES.has(outcome.status)) return fetchPublicFaqList(client, request);
    throw upstreamUnavailableError('status', outcome.status);
  };
  const faqList = new DataLoader<FaqListRequest, FaqListModel | null, string>(
    (requests) => Promise.all(requests.map(loadList)),
    { batch: false, cacheKeyFn: ({ type, id, groups }) => `${type}|${id}|${[...groups].sort().join(',')}` },
  );
  return { faqList };
}
