import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { takeSteps, type QuotaStep } from './stepped-quota.ts';
import { createCounter, type LimiterStore } from './store.ts';

/**
 * One write (POST/PUT/PATCH/DELETE) about to be served: by a signed-in user (`userId`) or without a user token
 * (`userId` null: counted per client IP); `upload` when it stores a file.
 */
export type WriteRequest = { userId: string | null; clientIp: string; upload: boolean };

export interface WriteQuota {
  /** Counts one write, or throws 429 (with `retry-after`) when its caller reached a cap; a refusal counts nothing. */
  take(request: WriteRequest): Promise<void>;
}

/** The write caps of `LimitsPolicy`: per user or per client IP per 10 minutes, and uploads per user per hour. */
export function createWriteQuota(store: LimiterStore, policy: LimitsPolicy): WriteQuota {
  const writesOfUser: QuotaStep<WriteRequest> = {
    counter: createCounter(store, { name: 'writes-user', points: policy.writesPerUser, windowSeconds: LIMIT_WINDOWS.writesSeconds }),
    keyOf: (request) => request.userId ?? '',
    message: LIMIT_MSG.writesFromUser,
  };
  const writesOfIp: QuotaStep<WriteRequest> = {
    counter: createCounter(store, { name: 'writes-ip', points: policy.writesPerIp, windowSeconds: LIMIT_WINDOWS.writesSeconds }),
    keyOf: (request) => request.clientIp,
    message: LIMIT_MSG.writesFromIp,
  };
  const uploadsOfUser: QuotaStep<WriteRequest> = {
    counter: createCounter(store, { name: 'uploads-user', points: policy.uploadsPerUser, windowSeconds: LIMIT_WINDOWS.uploadsSeconds }),
    keyOf: (request) => request.userId ?? request.clientIp,
    message: LIMIT_MSG.uploadsFromUser,
  };
  return {
    take: (request) => {
      const first = request.userId === null ? writesOfIp : writesOfUser;
      return takeSteps(request.upload ? [first, uploadsOfUser] : [first], request);
    },
  };
}
