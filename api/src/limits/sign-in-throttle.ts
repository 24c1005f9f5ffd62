import { ApiError } from '../http/errors.ts';
import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { createCounter, retryAfterSeconds, type Counter, type LimiterStore } from './store.ts';

/** What a password sign-in names: the lower-case e-mail or the E.164 mobile (known or not: both count alike). */
export type SignInIdentifier = { email: string } | { mobile: string };

const identifierKey = (identifier: SignInIdentifier): string =>
  'email' in identifier ? `email:${identifier.email}` : `mobile:${identifier.mobile}`;

const tooMany = (message: string, ms: number): ApiError => {
  const seconds = retryAfterSeconds(ms);
  return new ApiError(429, message, { 'retry-after': String(seconds) });
};

export interface SignInThrottle {
  /** Counts any sign-in attempt (password or OTP) from the IP; 429 past the coarse limit. */
  countAttempt(clientIp: string): Promise<void>;
  /**
   * Before the password is checked: 429 (nothing checked) while the identifier waits or the IP is over its
   * failures; otherwise counts the attempt as a failure in advance (parallel guesses cannot slip through)
   * and answers `succeeded`, which takes the failure back when the password was right.
   */
  beginPassword(identifier: SignInIdentifier, clientIp: string): Promise<{ succeeded(account: SignInIdentifier[]): Promise<void> }>;
  /** Clears the failures and any lock of an account's identifiers (OTP sign-in, password reset). */
  unlock(account: SignInIdentifier[]): Promise<void>;
}

/** The wait set after `failures` consecutive failures: back-off doubling from the first wait, then the lock. */
export function waitAfterFailures(policy: LimitsPolicy, failures: number): number {
  if (failures >= policy.signInLockAfter) return policy.signInLockMinutes * 60;
  if (failures < policy.signInBackoffAfter) return 0;
  return policy.signInBackoffSeconds * 2 ** (failures - policy.signInBackoffAfter);
}

export function createSignInThrottle(store: LimiterStore, policy: LimitsPolicy): SignInThrottle {
  const counter = (name: string, points: number, windowSeconds: number): Counter =>
    createCounter(store, { name, points, windowSeconds });
  const failures = counter('signin-failures', policy.signInLockAfter, LIMIT_WINDOWS.signInFailureMemorySeconds);
  const waits = counter('signin-wait', 1, LIMIT_WINDOWS.signInFailureMemorySeconds);
  const ipFailures = counter('signin-ip-failures', policy.signInFailuresPerIp, LIMIT_WINDOWS.signInFailuresPerIpSeconds);
  const ipAttempts = counter('signin-ip-attempts', policy.signInAttemptsPerIp, LIMIT_WINDOWS.signInAttemptsPerIpSeconds);

  const unlock = async (account: SignInIdentifier[]): Promise<void> => {
    for (const key of new Set(account.map(identifierKey))) {
      await failures.reset(key);
      await waits.reset(key);
    }
  };

  // No I/O between a check and its count: with the memory store each step below runs without yielding to
  // another request, so a burst of parallel guesses is counted one by one.
  return {
    async countAttempt(clientIp) {
      const state = await ipAttempts.add(clientIp);
      if (state.used > policy.signInAttemptsPerIp) throw tooMany(LIMIT_MSG.signInAttempts(retryAfterSeconds(state.msLeft)), state.msLeft);
    },
    async beginPassword(identifier, clientIp) {
      const key = identifierKey(identifier);
      const waiting = await waits.peek(key);
      if (waiting) throw tooMany(LIMIT_MSG.signInFailures(retryAfterSeconds(waiting.msLeft)), waiting.msLeft);
      const fromIp = await ipFailures.peek(clientIp);
      if (fromIp && fromIp.used >= policy.signInFailuresPerIp) {
        throw tooMany(LIMIT_MSG.signInFailures(retryAfterSeconds(fromIp.msLeft)), fromIp.msLeft);
      }
      await ipFailures.add(clientIp);
      const counted = await failures.add(key);
      await waits.block(key, waitAfterFailures(policy, counted.used));
      return {
        succeeded: async (account) => {
          await ipFailures.add(clientIp, -1);
          await unlock([identifier, ...account]);
        },
      };
    },
    unlock,
  };
}

/** Both identifiers an account signs in with: success, an OTP sign-in or a reset clears them together. */
export const signInIdentifiersOf = (user: { email: string; mobile: string }): SignInIdentifier[] => [
  { email: user.email },
  { mobile: user.mobile },
];
