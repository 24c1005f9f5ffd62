import { ApiError } from '../http/errors.ts';
import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { createCounter, retryAfterSeconds, type Counter, type CounterState, type LimiterStore } from './store.ts';

/** One lead about to be stored: who sends it and whom it names (an E.164 number, else a lower-cased e-mail). */
export type LeadRequest = { clientIp: string; contact: string };

export interface LeadQuota {
  /**
   * Counts one lead, or throws 429 (with `retry-after`) when the client IP, the contact or everyone together
   * has reached its cap; a refused lead counts nothing. Call it before storing the lead.
   */
  take(request: LeadRequest): Promise<void>;
}

const refuse = (message: (seconds: number) => string, state: CounterState): ApiError => {
  const seconds = retryAfterSeconds(state.msLeft);
  return new ApiError(429, message(seconds), { 'retry-after': String(seconds) });
};

/** The lead caps of `LimitsPolicy` (per IP per hour, per contact per hour, everyone per minute). */
export function createLeadQuota(store: LimiterStore, policy: LimitsPolicy): LeadQuota {
  const steps: { counter: Counter; keyOf: (request: LeadRequest) => string; message: (seconds: number) => string }[] = [
    {
      counter: createCounter(store, { name: 'leads-ip', points: policy.leadsPerIp, windowSeconds: LIMIT_WINDOWS.leadsPerIpSeconds }),
      keyOf: (request) => request.clientIp,
      message: LIMIT_MSG.leadsFromIp,
    },
    {
      counter: createCounter(store, { name: 'leads-contact', points: policy.leadsPerContact, windowSeconds: LIMIT_WINDOWS.leadsPerContactSeconds }),
      keyOf: (request) => request.contact,
      message: LIMIT_MSG.leadsForContact,
    },
    {
      counter: createCounter(store, { name: 'leads-global', points: policy.leadsGlobalPerMinute, windowSeconds: LIMIT_WINDOWS.leadsGlobalSeconds }),
      keyOf: () => 'all',
      message: LIMIT_MSG.leadsBusy,
    },
  ];
  return {
    // Counts first and takes the counts back when refused (each step one atomic increment, as in otp-quota.ts).
    async take(request) {
      const taken: { counter: Counter; key: string }[] = [];
      for (const step of steps) {
        const key = step.keyOf(request);
        const state = await step.counter.add(key);
        taken.push({ counter: step.counter, key });
        if (state.used > step.counter.spec.points) {
          for (const done of taken.reverse()) await done.counter.add(done.key, -1);
          throw refuse(step.message, state);
        }
      }
    },
  };
}
