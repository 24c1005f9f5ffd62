'use client';

import { useOnceSessionKnown } from '@/auth/useOnceSessionKnown';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ReviewVotes_review$key } from '@/__generated__/ReviewVotes_review.graphql';
import { Icon } from '@/components/icons/Icon';
import { toast } from '@/components/toast';
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

/** 'Helpful' and 'Not helpful' toggles: optimistic; signed out, they open the login popup. */
export function ReviewVotes({ review: reviewRef }: { review: ReviewVotes_review$key }) {
  const review = useFragment(reviewVotesFragment, reviewRef);
  const environment = useRelayEnvironment();

  const vote = useOnceSessionKnown((side: 'UP' | 'DOWN', status) => {
    if (status === 'unauthenticated') {
      uiActions.openLogin();
      return;
    }
    const next: ReviewVoteValue = review.myVote === side ? 'NONE' : side;
    void voteReview(environment, review.id, next).then((failure) => {
      if (failure != null) toast.error(failure);
    });
  });

  return (
    <div className={styles.votes} role="group" aria-label={`Was the review ${review.title} helpful?`}>
      <button type="button" className={styles.vote} aria-pressed={review.myVote === 'UP'} onClick={() => vote('UP')}>
        <Icon name="thumbUp" size={18} /> Helpful <span data-testid="review-likes">{review.likes}</span>
      </button>
      <button type="button" className={styles.vote} aria-pressed={review.myVote === 'DOWN'} onClick={() => vote('DOWN')}>
        <Icon name="thumbUp" size={18} className={styles.turnedOver} /> Not helpful <span data-testid="review-dislikes">{review.dislikes}</span>
      </button>
    </div>
  );
}
