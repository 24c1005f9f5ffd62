import { describe, expect, it } from 'vitest';
import { countsAfterVote } from './reviewVoteOptimisticUpdater';

describe('countsAfterVote', () => {
  it('adds a like, and takes it back when withdrawn', () => {
    expect(countsAfterVote({ likes: 3, dislikes: 1 }, 'NONE', 'UP')).toEqual({ likes: 4, dislikes: 1 });
    expect(countsAfterVote({ likes: 4, dislikes: 1 }, 'UP', 'NONE')).toEqual({ likes: 3, dislikes: 1 });
  });

  it('moves a vote from like to dislike without counting it twice', () => {
    expect(countsAfterVote({ likes: 4, dislikes: 1 }, 'UP', 'DOWN')).toEqual({ likes: 3, dislikes: 2 });
    expect(countsAfterVote({ likes: 4, dislikes: 1 }, 'UP', 'UP')).toEqual({ likes: 4, dislikes: 1 });
  });
});
