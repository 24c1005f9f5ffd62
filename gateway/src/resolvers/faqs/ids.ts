import type { FaqVote } from '../../generated/resolvers-types.ts';

/** An opaque id of a type that is no `Node` (only for clients' stores): base64 of `Type:internalId`. */
export const opaqueId = (type: 'FaqComment' | 'FaqVotes', internalId: string): string =>
  Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');

/** REST `myVote` → `FaqVote`. */
export const faqVoteOf = (myVote: 'up' | 'down' | null): FaqVote => (myVote === 'up' ? 'UP' : myVote === 'down' ? 'DOWN' : 'NONE');

/** `FaqVote` → REST `upVote`/`downVote` (both false withdraws). */
export const restVoteOf = (vote: FaqVote) => ({ upVote: vote === 'UP', downVote: vote === 'DOWN' });
