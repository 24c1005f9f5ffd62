import { z } from 'zod';

const vote = z.enum(['up', 'down']).nullable();

/** A comment as CONTRACT.md `FaqComment`: `commentID` is the comment it replies to, or null. */
export const faqCommentSchema = z.object({
  _id: z.string().min(1),
  commentID: z.string().nullable(),
  name: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});

/** A FAQ as CONTRACT.md `Faq` (plain text; `pending` only ever in the asker's own list). */
export const faqSchema = z.object({
  _id: z.string().min(1),
  faqsType: z.enum(['general', 'category', 'package']),
  faqsTypeID: z.string(),
  qgroup: z.string(),
  qgroupTitle: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['published', 'pending']),
  upVotes: z.number().int().nonnegative(),
  downVotes: z.number().int().nonnegative(),
  myVote: vote,
  comments: z.array(faqCommentSchema),
  createdAt: z.string(),
});

/** `GET /common/faqs-list/{a}/{b}`: the grouped list. */
export const faqListSchema = z.object({
  faqsType: z.enum(['general', 'category', 'package']),
  faqsTypeID: z.string(),
  faqsTypeTitle: z.string(),
  total: z.number().int().nonnegative(),
  groups: z.array(z.object({ qgroup: z.string(), title: z.string(), faqs: z.array(faqSchema) })),
});

/** `POST /common/faqs/add-faq`: the pending question. */
export const askedFaqSchema = z.object({
  _id: z.string().min(1),
  status: z.literal('pending'),
  faqsType: z.enum(['general', 'category', 'package']),
  faqsTypeID: z.string(),
  faqsTypeTitle: z.string(),
  title: z.string(),
});

/** `POST /common/faqs/comment/add`: the comment and its FAQ. */
export const addedCommentSchema = faqCommentSchema.extend({ faqsID: z.string().min(1) });

/** `POST /common/faqs/faqsstatdetails/add`: the FAQ's counts after the vote. */
export const faqVoteStatSchema = z.object({
  faqsID: z.string().min(1),
  upVotes: z.number().int().nonnegative(),
  downVotes: z.number().int().nonnegative(),
  myVote: vote,
});

/** Every POST answers `{ status, message, data }`; the message is shown to people. */
export const messageAnswer = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
