import { z } from 'zod';
import { decodeGlobalId } from '../../domain/relay/index.ts';
import { userErrorCodeParams } from '../../mutations/validate-input.ts';
import { restFaqTypeOf } from './type.ts';
import { restVoteOf } from './ids.ts';

/** A FAQ's global ID → its REST `_id`; any other id is `NOT_FOUND` without a call. */
const faqId = z.string().transform((globalId, context) => {
  const resolved = decodeGlobalId(globalId);
  if (resolved?.type === 'Faq') return resolved.internalId;
  context.addIssue({ code: 'custom', message: 'FAQ not found', ...userErrorCodeParams('NOT_FOUND') });
  return z.NEVER;
});

/** `askFaq`: the limits of `POST /common/faqs/add-faq` (question ≤ 300, detail ≤ 2000). */
export const askFaqInput = z.object({
  type: z.enum(['GENERAL', 'CATEGORY', 'PACKAGE']).transform(restFaqTypeOf),
  id: z.string().trim().min(1, 'Choose whose questions it joins'),
  question: z.string().trim().min(1, 'Please enter your question').max(300, 'Your question can be at most 300 characters'),
  details: z
    .string()
    .trim()
    .max(2000, 'The details can be at most 2000 characters')
    .nullish()
    .transform((value) => value || undefined),
});

/** `commentOnFaq`: the limits of `POST /common/faqs/comment/add` (≤ 1000). */
export const commentOnFaqInput = z.object({
  faqId,
  comment: z.string().trim().min(1, 'Please enter your comment').max(1000, 'Your comment can be at most 1000 characters'),
  replyToCommentId: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || undefined),
});

/** `voteFaq`: `UP`/`DOWN`/`NONE` → REST `upVote`/`downVote`. */
export const voteFaqInput = z.object({
  faqId,
  vote: z.enum(['UP', 'DOWN', 'NONE']).transform(restVoteOf),
});
