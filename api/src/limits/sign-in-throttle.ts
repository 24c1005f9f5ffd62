import { ApiError } from '../http/errors.ts';
import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { createCounter, retryAfterSeconds, type Counter, type LimiterStore } from './store.ts';

/** What a password sign-in names: the lower-case e-mail or the E.164 mobile (known or not: both count alike). */
export type SignInIdentifier = { email: string } | { mobile: string };

const identifierKey = (identifier: SignInIdentifier): string =>
  'email' in identifier ? `email:${identifier.email}` : `mobile:${identifier.mobile}`;

/** How long an attempt holds an identifier's gate if it never reports back (a crash): then the gate opens. */
const GATE_HOLD_SECONDS = 60;

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
  // Once an identifier waits, one attempt at a time holds its gate; a failure turns the gate into the next wait.
  const gates = counter('signin-gate', 1, GATE_HOLD_SECONDS);
  const ipFailures = counter('signin-ip-failures', policy.signInFailuresPerIp, LIMIT_WINDOWS.signInFailuresPerIpSeconds);
  const ipAttempts = counter('signin-ip-attempts', policy.signInAttemptsPerIp, LIMIT_WINDOWS.signInAttemptsPerIpSeconds);
  const refuse = (ms: number) => tooMany(LIMIT_MSG.signInFailures(retryAfterSeconds(ms)), ms);

  const unlock = async (account: SignInIdentifier[]): Promise<void> => {
    for (const key of new Set(account.map(identifierKey))) {
      await failures.reset(key);
      await gates.reset(key);
    }
  };

  // Every decision follows an atomic increment (count first, take it back when refused), so parallel
  // requests cannot all pass one check: a burst of guesses is counted one by one, in memory or in Redis.
  return {
    async countAttempt(clientIp) {
      const state = await ipAttempts.add(clientIp);
      if (state.used > policy.signInAttemptsPerIp) throw tooMany(LIMIT_MSG.signInAttempts(retryAfterSeconds(state.msLeft)), state.msLeft);
    },
    async beginPassword(identifier, clientIp) {
      const key = identifierKey(identifier);
      const gated = ((await failures.peek(key))?.used ?? 0) >= policy.signInBackoffAfter;
      if (gated) {
        const gate = await gates.add(key);
        if (gate.used > 1) throw refuse(gate.msLeft);
      }
      const fromIp = await ipFailures.add(clientIp);
      if (fromIp.used > policy.signInFailuresPerIp) {
        await ipFailures.add(clientIp, -1);
        if (gated) await gates.reset(key);
        throw refuse(fromIp.msLeft);
      }
      // Counted as a failure in advance; `succeeded` takes it back.
      const counted = (await failures.add(key)).used;
      if (!gated && counted > policy.signInBackoffAfter) {
        await failures.add(key, -1);
        await ipFailures.add(clientIp, -1);
        throw refuse((await gates.peek(key))?.msLeft ?? waitAfterFailures(policy, policy.signInBackoffAfter) * 1000);
      }
      await gates.block(key, waitAfterFailures(policy, counted));
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

/**
 * The identifiers an account signs in with, which its success, OTP sign-in or reset clears together: the
 * mobile, and the e-mail only once confirmed. An unconfirmed e-mail may be given by other accounts too (and
 * belong to someone else): clearing it would let one account reset the counter guarding another's.
 */
export const signInIdentifiersOf = (user: { email: string; mobile: string; emailVerified: boolean }): SignInIdentifier[] =>
  user.emailVerified ? [{ email: user.email }, { mobile: user.mobile }] : [{ mobile: user.mobile }];
