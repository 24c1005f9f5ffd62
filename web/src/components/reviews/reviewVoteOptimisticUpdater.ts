import type { RecordSourceSelectorProxy } from 'relay-runtime';

export type ReviewVoteValue = 'UP' | 'DOWN' | 'NONE';

/** The counts after `next` replaces the user's vote `previous`: a vote never counts twice. */
export function countsAfterVote(counts: { likes: number; dislikes: number }, previous: ReviewVoteValue, next: ReviewVoteValue) {
  const delta = (vote: ReviewVoteValue, side: 'UP' | 'DOWN') => (vote === side ? 1 : 0);
  return {
    likes: Math.max(0, counts.likes - delta(previous, 'UP') + delta(next, 'UP')),
    dislikes: Math.max(0, counts.dislikes - delta(previous, 'DOWN') + delta(next, 'DOWN')),
  };
}

/**
 * What a like shows at once, before the server answers: the review's `myVote` and counts. Relay discards it
 * when the answer arrives (the server's counts then stand) or rolls it back when the call fails.
 */
export function reviewVoteOptimisticUpdater(reviewId: string, vote: ReviewVoteValue) {
  return (store: RecordSourceSelectorProxy): void => {
    const review = store.get(reviewId);
    if (review == null) return;
    const previous = (review.getValue('myVote') as ReviewVoteValue | undefined) ?? 'NONE';
    const likes = review.getValue('likes');
    const dislikes = review.getValue('dislikes');
    if (typeof likes !== 'number' || typeof dislikes !== 'number') return;
    const next = countsAfterVote({ likes, dislikes }, previous, vote);
    review.setValue(vote, 'myVote');
    review.setValue(next.likes, 'likes');
    review.setValue(next.dislikes, 'dislikes');
  };
}
