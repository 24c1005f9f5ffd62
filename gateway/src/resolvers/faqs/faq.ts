import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { FaqCommentResolvers, FaqGroupResolvers, FaqListResolvers, FaqResolvers, FaqVotesResolvers } from '../../generated/resolvers-types.ts';
import { faqVoteOf, opaqueId } from './ids.ts';
import { faqTypeOf } from './type.ts';

export const Faq: FaqResolvers = {
  id: (faq) => encodeGlobalId('Faq', faq._id),
  internalId: (faq) => faq._id,
  answer: (faq) => faq.description,
  group: (faq) => faq.qgroup,
  groupTitle: (faq) => faq.qgroupTitle,
  isPending: (faq) => faq.status === 'pending',
  votes: (faq) => ({ faqsID: faq._id, upVotes: faq.upVotes, downVotes: faq.downVotes, myVote: faq.myVote }),
  comments: (faq) =>
    faq.comments.filter((comment) => comment.commentID === null).map((comment) => ({ ...comment, siblings: faq.comments })),
  commentCount: (faq) => faq.comments.length,
};

/** Replies are the FAQ's comments that name this one (the api sends them flat, oldest first). */
export const FaqComment: FaqCommentResolvers = {
  id: (comment) => opaqueId('FaqComment', comment._id),
  internalId: (comment) => comment._id,
  authorName: (comment) => comment.name,
  text: (comment) => comment.comment,
  replies: ({ _id, siblings }) =>
    siblings.filter((reply) => reply.commentID === _id).map((reply) => ({ ...reply, siblings })),
};

export const FaqVotes: FaqVotesResolvers = {
  id: (votes) => opaqueId('FaqVotes', votes.faqsID),
  upCount: (votes) => votes.upVotes,
  downCount: (votes) => votes.downVotes,
  viewerVote: (votes) => faqVoteOf(votes.myVote),
};

export const FaqList: FaqListResolvers = {
  type: (list) => faqTypeOf(list.faqsType),
  title: (list) => list.faqsTypeTitle,
  totalCount: (list) => list.total,
};

export const FaqGroup: FaqGroupResolvers = {
  slug: (group) => group.qgroup,
};
