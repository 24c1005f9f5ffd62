import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';
import { addFaq, addFaqComment, addFaqVote } from '../../rest/faqs/faqs.ts';
import { askFaqInput, commentOnFaqInput, voteFaqInput } from './inputs.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { pendingFaq } from './pending-faq.ts';

type Payload<K extends 'AskFaqPayload' | 'CommentOnFaqPayload' | 'VoteFaqPayload'> = Awaited<ResolversTypes[K]>;

/** The api's messages are written for people: 400/404/409/429 are shown as it words them. */
const refusal = serverMessageRefusal({ 404: 'faqId' });

export const faqMutations: Pick<MutationResolvers, 'askFaq' | 'commentOnFaq' | 'voteFaq'> = {
  askFaq: (_root, { input }, { rest, config, userToken }) =>
    runMutationStep({
      input,
      schema: askFaqInput,
      signedIn: userToken !== null,
      call: ({ type, id, question, details }) =>
        addFaq(rest, { faqsType: type, faqsTypeID: id, title: question, ...(details ? { description: details } : {}), source: config.sourceCode }),
      refusal: serverMessageRefusal({ 404: 'id' }),
      succeed: ({ message, data }): Payload<'AskFaqPayload'> => ({ faq: pendingFaq(data), message, userErrors: [] }),
      fail: (userErrors: MutationUserError[]): Payload<'AskFaqPayload'> => ({ faq: null, message: null, userErrors }),
    }),
  commentOnFaq: (_root, { input }, { rest, config, userToken }) =>
    runMutationStep({
      input,
      schema: commentOnFaqInput,
      signedIn: userToken !== null,
      call: ({ faqId, comment, replyToCommentId }) =>
        addFaqComment(rest, { faqsID: faqId, comment, ...(replyToCommentId ? { commentID: replyToCommentId } : {}), source: config.sourceCode }),
      refusal: serverMessageRefusal({ fieldOf: (message) => (message === 'Comment not found' ? 'replyToCommentId' : message === 'FAQ not found' ? 'faqId' : null) }),
      succeed: ({ message, data: { faqsID, ...comment } }): Payload<'CommentOnFaqPayload'> => ({
        comment: { ...comment, siblings: [] },
        faqId: encodeGlobalId('Faq', faqsID),
        message,
        userErrors: [],
      }),
      fail: (userErrors: MutationUserError[]): Payload<'CommentOnFaqPayload'> => ({ comment: null, faqId: null, message: null, userErrors }),
    }),
  voteFaq: (_root, { input }, { rest, config, userToken }) =>
    runMutationStep({
      input,
      schema: voteFaqInput,
      signedIn: userToken !== null,
      call: ({ faqId, vote }) => addFaqVote(rest, { faqsID: faqId, ...vote, source: config.sourceCode }),
      refusal,
      succeed: ({ message, data }): Payload<'VoteFaqPayload'> => ({ votes: data, message, userErrors: [] }),
      fail: (userErrors: MutationUserError[]): Payload<'VoteFaqPayload'> => ({ votes: null, message: null, userErrors }),
    }),
};
