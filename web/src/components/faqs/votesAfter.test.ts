import { describe, expect, it } from 'vitest';
import { votesAfter } from './votesAfter';

const VOTES = { id: 'v', upCount: 4, downCount: 2, viewerVote: 'NONE' as const };

describe('votesAfter', () => {
  it('adds a first vote', () => {
    expect(votesAfter(VOTES, 'UP')).toEqual({ id: 'v', upCount: 5, downCount: 2, viewerVote: 'UP' });
  });

  it('moves a changed vote from one count to the other, never counting twice', () => {
    expect(votesAfter({ ...VOTES, upCount: 5, viewerVote: 'UP' }, 'DOWN')).toEqual({ id: 'v', upCount: 4, downCount: 3, viewerVote: 'DOWN' });
  });

  it('takes a withdrawn vote back', () => {
    expect(votesAfter({ ...VOTES, downCount: 3, viewerVote: 'DOWN' }, 'NONE')).toEqual(VOTES);
  });
});
