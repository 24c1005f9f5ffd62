import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviewVotes } from '../db/schema/reviews.ts';
import { myVoteOf } from '../shared/vote-fields.ts';
import { likeStats } from './queries.ts';
import type { LikeStat } from './schemas.ts';

/** The stats of each review asked, in the order asked (a review nobody voted on: zeros). */
export async function likeStatsOf(db: Db, reviewIds: string[], userId: string | null): Promise<LikeStat[]> {
  const stats = await likeStats(db, reviewIds, userId);
  return [...new Set(reviewIds)].map((id) => {
    const found = stats.get(id);
    return { likesType: 'review', likesTypeID: id, upVotes: found?.up ?? 0, downVotes: found?.down ?? 0, myVote: myVoteOf(found?.mine) };
  });
}

/**
 * The caller's one vote on a review: +1 or −1 replaces any earlier vote (insert … on conflict on the primary key
 * (review, user) do update), 0 withdraws it. The vote and the stats it answers are one transaction, so twenty
 * concurrent votes of one user leave one row, and the counts never hold a vote twice.
 */
export async function castReviewVote(db: Db, reviewId: string, userId: string, vote: -1 | 0 | 1, now: Date): Promise<LikeStat> {
  return db.transaction(async (tx) => {
    if (vote === 0) {
      await tx.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
    } else {
      await tx
        .insert(reviewVotes)
        .values({ reviewId, userId, vote, updatedAt: now })
        .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.userId], set: { vote, updatedAt: now } });
    }
    const [stat] = await likeStatsOf(tx, [reviewId], userId);
    return stat as LikeStat;
  });
}
