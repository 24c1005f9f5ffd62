'use client';

import { useOnceSessionKnown } from '@/auth/useOnceSessionKnown';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { FaqVote, FaqVoteButtonsMutation } from '@/__generated__/FaqVoteButtonsMutation.graphql';
import type { FaqVoteButtons_votes$key } from '@/__generated__/FaqVoteButtons_votes.graphql';
import { toast } from '@/components/toast';
import { useSingleFlight } from '@/components/votes/useSingleFlight';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { uiActions } from '@/state/ui-store';
import { votesAfter } from './votesAfter';
import styles from './faqs.module.css';

const votesFragment = graphql`
  fragment FaqVoteButtons_votes on FaqVotes {
    id
    upCount
    downCount
    viewerVote
  }
`;

const voteMutation = graphql`
  mutation FaqVoteButtonsMutation($input: VoteFaqInput!) {
    voteFaq(input: $input) {
      votes {
        id
        upCount
        downCount
        viewerVote
      }
      message
      userErrors {
        message
      }
    }
  }
`;

type FaqVoteButtonsProps = { faqId: string; question: string; votes: FaqVoteButtons_votes$key };

/**
 * 'Helpful' / 'Not helpful' toggles with their counts. The counts change at once (optimistic) and come back
 * from the server; pressing the chosen one again withdraws it. Signed out, they open the login popup. One vote at
 * a time: presses while a vote is on its way are ignored (answers of two can arrive out of order).
 */
export function FaqVoteButtons({ faqId, question, votes: votesRef }: FaqVoteButtonsProps) {
  const votes = useFragment(votesFragment, votesRef);
  const [commit] = useMutation<FaqVoteButtonsMutation>(voteMutation);
  const { pending, start } = useSingleFlight();

  const vote = useOnceSessionKnown((choice: Exclude<FaqVote, 'NONE' | '%future added value'>, status) => {
    if (status === 'unauthenticated') return uiActions.openLogin();
    const next: FaqVote = votes.viewerVote === choice ? 'NONE' : choice;
    start(
      () =>
        new Promise<void>((settled) => {
          commit({
            variables: { input: { faqId, vote: next } },
            optimisticResponse: { voteFaq: { votes: votesAfter(votes, next), message: null, userErrors: [] } },
            onCompleted: ({ voteFaq }) => {
              if (voteFaq.userErrors.length > 0) toast.error(failureMessage(voteFaq));
              settled();
            },
            onError: () => {
              toast.error(UNEXPECTED_ERROR_MESSAGE);
              settled();
            },
          });
        }),
    );
  });

  return (
    <div className={styles.votes} role="group" aria-label={`Was this answer helpful? ${question}`} aria-busy={pending || undefined}>
      <span className={styles.votesLabel}>Was this helpful?</span>
      <button type="button" className={styles.vote} aria-pressed={votes.viewerVote === 'UP'} aria-disabled={pending || undefined} onClick={() => vote('UP')}>
        Yes <span aria-label={`${votes.upCount} found it helpful`}>({votes.upCount})</span>
      </button>
      <button type="button" className={styles.vote} aria-pressed={votes.viewerVote === 'DOWN'} aria-disabled={pending || undefined} onClick={() => vote('DOWN')}>
        No <span aria-label={`${votes.downCount} did not`}>({votes.downCount})</span>
      </button>
    </div>
  );
}
