import { commitMutation, graphql, type IEnvironment } from 'relay-runtime';
import type { voteReviewMutation as VoteReviewMutation } from '@/__generated__/voteReviewMutation.graphql';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { reviewVoteOptimisticUpdater, type ReviewVoteValue } from './reviewVoteOptimisticUpdater';

/** Spec §7 `POST /review/likestat/add`: the review's counts and the user's vote come back. */
const voteReviewMutation = graphql`
  mutation voteReviewMutation($input: VoteReviewInput!) {
    voteReview(input: $input) {
      review {
        id
        likes
        dislikes
        myVote
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;

/**
 * Likes, dislikes or withdraws the vote, optimistically (the count changes at once). Resolves with the message
 * to show when it failed (Relay has rolled the count back by then), or null.
 */
export function voteReview(environment: IEnvironment, reviewId: string, vote: ReviewVoteValue): Promise<string | null> {
  return new Promise((resolve) => {
    commitMutation<VoteReviewMutation>(environment, {
      mutation: voteReviewMutation,
      variables: { input: { reviewId, vote } },
      optimisticUpdater: reviewVoteOptimisticUpdater(reviewId, vote),
      onCompleted: (response, errors) => {
        if (errors != null && errors.length > 0) resolve(UNEXPECTED_ERROR_MESSAGE);
        else resolve(response.voteReview.userErrors.length > 0 ? failureMessage(response.voteReview) : null);
      },
      onError: () => resolve(UNEXPECTED_ERROR_MESSAGE),
    });
  });
}
