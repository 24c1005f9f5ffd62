import type { z } from 'zod';
import type { faqCommentSchema, faqListSchema, faqSchema, faqVoteStatSchema } from './schemas.ts';

/** A FAQ as the api answers it; the parent of `Faq`. */
export type FaqModel = z.infer<typeof faqSchema>;
/** A comment; the parent of `FaqComment`, with the FAQ's other comments for its replies. */
export type FaqCommentModel = z.infer<typeof faqCommentSchema> & { siblings: readonly z.infer<typeof faqCommentSchema>[] };
/** The grouped list; the parent of `FaqList`. */
export type FaqListModel = z.infer<typeof faqListSchema>;
/** One group; the parent of `FaqGroup`. */
export type FaqGroupModel = FaqListModel['groups'][number];
/** The counts and the caller's vote; the parent of `FaqVotes`. */
export type FaqVotesModel = z.infer<typeof faqVoteStatSchema>;
/** REST `faqsType`. */
export type RestFaqType = FaqModel['faqsType'];
