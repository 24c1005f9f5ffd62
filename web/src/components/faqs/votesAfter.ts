type Vote = 'UP' | 'DOWN' | 'NONE' | '%future added value';
type Votes = { id: string; upCount: number; downCount: number; viewerVote: Vote };

/** The counts once the viewer's vote becomes `next` (their previous vote taken back): the optimistic answer. */
export function votesAfter(votes: Votes, next: Vote): Votes {
  const change = (kind: Vote) => (next === kind ? 1 : 0) - (votes.viewerVote === kind ? 1 : 0);
  return {
    id: votes.id,
    upCount: Math.max(0, votes.upCount + change('UP')),
    downCount: Math.max(0, votes.downCount + change('DOWN')),
    viewerVote: next,
  };
}
