import type { z } from 'zod';
import type { askedFaqSchema } from '../../rest/faqs/schemas.ts';
import type { FaqModel } from '../../rest/faqs/types.ts';

/** The group the api files users' questions in (CONTRACT.md `add-faq`). */
const QUESTIONS_GROUP = { qgroup: 'questions-from-pilgrims', qgroupTitle: 'Questions from Pilgrims' } as const;

/** `add-faq`'s answer as the FAQ its asker's list will show: pending, unanswered, no votes or comments yet. */
export function pendingFaq(asked: z.output<typeof askedFaqSchema>, now: Date = new Date()): FaqModel {
  return {
    _id: asked._id,
    faqsType: asked.faqsType,
    faqsTypeID: asked.faqsTypeID,
    ...QUESTIONS_GROUP,
    title: asked.title,
    description: '',
    status: 'pending',
    upVotes: 0,
    downVotes: 0,
    myVote: null,
    comments: [],
    createdAt: now.toISOString(),
  };
}
