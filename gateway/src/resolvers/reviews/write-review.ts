import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addReview } from '../../rest/reviews/reviews.ts';
import { reviewRefusal, writeReviewInput } from './input.ts';

type Payload = Awaited<ResolversTypes['WriteReviewPayload']>;

/** `Mutation.writeReview`: one `POST /review/add` with the user's token; the payload's viewer reads `GET /reviews` afresh. */
export const writeReviewMutation: Pick<MutationResolvers, 'writeReview'> = {
  writeReview: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: writeReviewInput,
      signedIn: context.userToken !== null,
      call: (value) => addReview(context.rest, { ...value, source: context.config.sourceCode }),
      refusal: reviewRefusal('orderId'),
      succeed: async (review): Promise<Payload> => {
        context.loaders.reviewById.prime(review._id, review);
        return { review, viewer: await context.viewer(), userErrors: [] };
      },
      fail: async (userErrors: MutationUserError[]): Promise<Payload> => ({ review: null, viewer: null, userErrors }),
    }),
};
