import type { RestClient } from '../http.ts';
import type { RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl, pathSegment } from '../url.ts';
import { addedCommentSchema, askedFaqSchema, faqListSchema, faqVoteStatSchema, messageAnswer } from './schemas.ts';
import type { FaqListModel, RestFaqType } from './types.ts';
import type { z } from 'zod';

export interface FaqListRequest {
  type: RestFaqType;
  /** `all` for general; a slug or `_id`. */
  id: string;
  /** `qgroup[]`; empty: every group. */
  groups: readonly string[];
}

const listPath = ({ type, id, groups }: FaqListRequest) =>
  buildUpstreamUrl('', `/common/faqs-list/${type}/${pathSegment(id)}`, groups.length > 0 ? { 'qgroup[]': groups } : {});

/** `GET /common/faqs-list/{a}/{b}` with the public token: the published FAQs, the same for everyone; null on 404. */
export function fetchPublicFaqList(client: RestClient, request: FaqListRequest): Promise<FaqListModel | null> {
  const query = request.groups.length > 0 ? { 'qgroup[]': request.groups } : {};
  return client.getData(`/common/faqs-list/${request.type}/${pathSegment(request.id)}`, query, faqListSchema);
}

/** The same list with the caller's token: their own pending questions and `myVote` too (`no-store` upstream). */
export function fetchCallerFaqList(client: RestClient, request: FaqListRequest): Promise<RestOutcome<{ data: FaqListModel }>> {
  return client.send({ method: 'GET', path: listPath(request), answer: messageAnswer(faqListSchema), as: 'caller' });
}

type Answer<T extends z.ZodType> = Promise<RestOutcome<{ message: string; data: z.output<T> }>>;

/** `POST /common/faqs/add-faq` 🔒. */
export function addFaq(
  client: RestClient,
  body: { faqsType: RestFaqType; faqsTypeID: string; title: string; description?: string; source: string },
): Answer<typeof askedFaqSchema> {
  return client.send({ method: 'POST', path: '/common/faqs/add-faq', body, answer: messageAnswer(askedFaqSchema), as: 'caller' });
}

/** `POST /common/faqs/comment/add` 🔒. */
export function addFaqComment(
  client: RestClient,
  body: { faqsID: string; comment: string; commentID?: string; source: string },
): Answer<typeof addedCommentSchema> {
  return client.send({ method: 'POST', path: '/common/faqs/comment/add', body, answer: messageAnswer(addedCommentSchema), as: 'caller' });
}

/** `POST /common/faqs/faqsstatdetails/add` 🔒. */
export function addFaqVote(
  client: RestClient,
  body: { faqsID: string; upVote: boolean; downVote: boolean; source: string },
): Answer<typeof faqVoteStatSchema> {
  return client.send({ method: 'POST', path: '/common/faqs/faqsstatdetails/add', body, answer: messageAnswer(faqVoteStatSchema), as: 'caller' });
}
