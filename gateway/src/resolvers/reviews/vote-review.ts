import type { GatewayContext } from '../../context.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addReviewVote } from '../../rest/reviews/reviews.ts';
import type { ReviewLikeStatModel } from '../../rest/reviews/types.ts';
import { reviewRefusal, voteReviewInput } from './input.ts';

type Payload = Awaited<ResolversTypes['VoteReviewPayload']>;

/** The vote's answer primes the request's like stat, so the review's counts and `myVote` need no further call. */
async function voted(context: GatewayContext, stat: ReviewLikeStatModel): Promise<Payload> {
  context.loaders.likeStatById.prime(stat.likesTypeID, stat);
  return { review: await context.loaders.reviewById.load(stat.likesTypeID), userErrors: [] };
}

/** `Mutation.voteReview`: one `POST /review/likestat/add` (a second vote replaces the first), then the review. */
export const voteReviewMutation: Pick<MutationResolvers, 'voteReview'> = {
  voteReview: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: voteReviewInput,
      signedIn: context.userToken !== null,
      call: ({ reviewId, vote }) => addReviewVote(context.rest, { reviewId, ...vote, source: context.config.sourceCode }),
      refusal: reviewRefusal('reviewId'),
      succeed: (stat) => voted(context, stat),
      fail: async (userErrors: MutationUserError[]): Promise<Payload> => ({ review: null, userErrors }),
    }),
};
