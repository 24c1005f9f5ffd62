import { z } from '@hono/zod-openapi';
import { ObjectIdSchema, repeatableSlugs } from '../http/query-params.ts';
import { MyVoteSchema, ONE_VOTE_ISSUE, refineOneVote, voteFields } from '../shared/vote-fields.ts';

const faqsType = z.enum(['general', 'category', 'package'], { error: "must be 'general', 'category' or 'package'" });
/** `all` (general), or a category's / package's slug or 24-hex id. */
const target = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a slug or an id (lowercase letters, digits and hyphens)');

export const FaqCommentSchema = z.object({
  _id: z.string(),
  commentID: z.string().nullable().openapi({ description: 'The comment this one replies to (same FAQ), or null' }),
  name: z.string().openapi({ example: 'Ramesh' }),
  comment: z.string(),
  createdAt: z.string(),
});

export const FaqSchema = z
  .object({
    _id: z.string(),
    faqsType,
    faqsTypeID: z.string(),
    qgroup: z.string().openapi({ example: 'permits-and-documents' }),
    qgroupTitle: z.string().openapi({ example: 'Permits and Documents' }),
    title: z.string().openapi({ description: 'The question' }),
    description: z.string().openapi({ description: 'The answer, plain text (empty while pending)' }),
    status: z.enum(['published', 'pending']).openapi({ description: "pending: the caller's own question, not yet answered (only they see it)" }),
    upVotes: z.number().int(),
    downVotes: z.number().int(),
    myVote: MyVoteSchema,
    comments: z.array(FaqCommentSchema).openapi({ description: 'Oldest first' }),
    createdAt: z.string(),
  })
  .openapi('Faq');
export type Faq = z.infer<typeof FaqSchema>;

export const FaqListSchema = z
  .object({
    faqsType,
    faqsTypeID: z.string().openapi({ description: "The package's or category's _id; 'general'" }),
    faqsTypeTitle: z.string(),
    total: z.number().int().openapi({ description: 'FAQs in all the groups answered' }),
    groups: z.array(z.object({ qgroup: z.string(), title: z.string(), faqs: z.array(FaqSchema) })),
  })
  .openapi('FaqList');

export const FaqListParams = z.object({
  a: faqsType.openapi({ param: { name: 'a', in: 'path' }, example: 'package' }),
  b: target.openapi({ param: { name: 'b', in: 'path' }, example: 'kailash-mansarovar-yatra-overland-via-kathmandu' }),
});
export const FaqListQuery = z.object({ 'qgroup[]': repeatableSlugs('qgroup[]'), qgroup: repeatableSlugs('qgroup') });

const sourceField = z.string().max(20).optional().openapi({ example: 'web' });
const text = (max: number, example: string) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`).openapi({ example });

export const AddFaqBody = z.object({
  faqsType: faqsType.openapi({ example: 'package' }),
  faqsTypeID: target.openapi({ example: 'kailash-mansarovar-yatra-overland-via-kathmandu' }),
  faqsTypeTitle: z.string().max(300).optional().openapi({ example: 'Kailash Mansarovar Yatra Overland via Kathmandu', description: 'Accepted, not stored: the title comes from the catalogue' }),
  title: text(300, 'Can my 68-year-old mother do the parikrama?'),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').optional().openapi({ example: 'She walks 5 km a day at home.' }),
  source: sourceField,
});

export const AddCommentBody = z.object({
  faqsID: ObjectIdSchema,
  comment: text(1000, 'We did it at 70 with a pony for the first day.'),
  commentID: ObjectIdSchema.nullable().optional().openapi({ description: 'Reply to this comment of the same FAQ' }),
  source: sourceField,
});

export const FaqVoteBody = z.object({ faqsID: ObjectIdSchema, ...voteFields, source: sourceField }).refine(refineOneVote, ONE_VOTE_ISSUE);

export const FaqVoteStatSchema = z.object({ faqsID: z.string(), upVotes: z.number().int(), downVotes: z.number().int(), myVote: MyVoteSchema }).openapi('FaqVoteStat');
export type FaqVoteStat = z.infer<typeof FaqVoteStatSchema>;
