'use client';

import { useOnceSessionKnown } from '@/auth/useOnceSessionKnown';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ReviewVotes_review$key } from '@/__generated__/ReviewVotes_review.graphql';
import { Icon } from '@/components/icons/Icon';
import { toast } from '@/components/toast';
import { useSingleFlight } from '@/components/votes/useSingleFlight';
import { uiActions } from '@/state/ui-store';
import type { ReviewVoteValue } from './reviewVoteOptimisticUpdater';
import { voteReview } from './voteReview';
import styles from './reviews.module.css';

/** Page queries are answered as a visitor (`myVote: NONE`); `ViewerReviewVotes` fills in the user's own votes. */
const reviewVotesFragment = graphql`
  fragment ReviewVotes_review on Review {
    id
    title
    likes
    dislikes
    myVote
  }
`;

/**
 * 'Helpful' and 'Not helpful' toggles: optimistic; signed out, they open the login popup. One vote at a time:
 * presses while a vote is on its way are ignored (a second one would be computed from the first's optimistic
 * state, and their answers can arrive out of order).
 */
export function ReviewVotes({ review: reviewRef }: { review: ReviewVotes_review$key }) {
  const review = useFragment(reviewVotesFragment, reviewRef);
  const environment = useRelayEnvironment();
  const { pending, start } = useSingleFlight();

  const vote = useOnceSessionKnown((side: 'UP' | 'DOWN', status) => {
    if (status === 'unauthenticated') {
      uiActions.openLogin();
      return;
    }
    const next: ReviewVoteValue = review.myVote === side ? 'NONE' : side;
    start(async () => {
      const failure = await voteReview(environment, review.id, next);
      if (failure != null) toast.error(failure);
    });
  });

  return (
    <div className={styles.votes} role="group" aria-label={`Was the review ${review.title} helpful?`} aria-busy={pending || undefined}>
      <button type="button" className={styles.vote} aria-pressed={review.myVote === 'UP'} aria-disabled={pending || undefined} onClick={() => vote('UP')}>
        <Icon name="thumbUp" size={18} /> Helpful <span data-testid="review-likes">{review.likes}</span>
      </button>
      <button type="button" className={styles.vote} aria-pressed={review.myVote === 'DOWN'} aria-disabled={pending || undefined} onClick={() => vote('DOWN')}>
        <Icon name="thumbUp" size={18} className={styles.turnedOver} /> Not helpful <span data-testid="review-dislikes">{review.dislikes}</span>
      </button>
    </div>
  );
}
