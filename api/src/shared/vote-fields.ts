import { z } from '@hono/zod-openapi';

/** `true`/`false`, or `1`/`0` as older clients send them. */
const voteFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be true or false' })
  .transform((value) => value === true || value === 1)
  .openapi({ type: 'boolean', example: true });

/**
 * The spec's vote payload (§3: upVote, downVote), shared by review likes and FAQ votes: `upVote` alone is +1,
 * `downVote` alone −1, neither withdraws the caller's vote; both at once is refused.
 */
export const voteFields = { upVote: voteFlag, downVote: voteFlag.openapi({ type: 'boolean', example: false }) };

export const refineOneVote = <T extends { upVote: boolean; downVote: boolean }>(value: T) => !(value.upVote && value.downVote);
export const ONE_VOTE_ISSUE = { path: ['downVote'], message: 'must not be true together with upVote' };

/** +1, −1, or 0 (no vote: withdraw). */
export const voteValue = ({ upVote, downVote }: { upVote: boolean; downVote: boolean }): -1 | 0 | 1 => (upVote ? 1 : downVote ? -1 : 0);

/** The caller's vote as answers show it. */
export const myVoteOf = (vote: number | null | undefined): 'up' | 'down' | null => (vote === 1 ? 'up' : vote === -1 ? 'down' : null);
export const MyVoteSchema = z.enum(['up', 'down']).nullable().openapi({ description: "The caller's vote; null when signed out or not voted" });
