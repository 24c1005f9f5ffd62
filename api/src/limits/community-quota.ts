import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { takeSteps, type QuotaStep } from './stepped-quota.ts';
import { createCounter, type LimiterStore } from './store.ts';

/**
 * A signed-in user's write to the community domains: `post` (a review, a FAQ question, a comment: text others
 * read) or `vote` (a like or dislike of a review, a FAQ vote).
 */
export type CommunityWrite = { kind: 'post' | 'vote'; userId: string; clientIp: string };

export interface CommunityQuota {
  /** Counts one write, or throws 429 (with `retry-after`) when the user or the client IP reached its hourly cap. */
  take(write: CommunityWrite): Promise<void>;
}

/** Posts and votes per user and per client IP per hour (`LimitsPolicy`); votes have their own, larger caps. */
export function createCommunityQuota(store: LimiterStore, policy: LimitsPolicy): CommunityQuota {
  const window = LIMIT_WINDOWS.communitySeconds;
  const stepsOf = (kind: CommunityWrite['kind'], perUser: number, perIp: number): QuotaStep<CommunityWrite>[] => [
    { counter: createCounter(store, { name: `community-${kind}-user`, points: perUser, windowSeconds: window }), keyOf: (write) => write.userId, message: LIMIT_MSG.communityFromUser },
    { counter: createCounter(store, { name: `community-${kind}-ip`, points: perIp, windowSeconds: window }), keyOf: (write) => write.clientIp, message: LIMIT_MSG.communityFromIp },
  ];
  const steps = {
    post: stepsOf('post', policy.communityPostsPerUser, policy.communityPostsPerIp),
    vote: stepsOf('vote', policy.communityVotesPerUser, policy.communityVotesPerIp),
  };
  return { take: (write) => takeSteps(steps[write.kind], write) };
}
