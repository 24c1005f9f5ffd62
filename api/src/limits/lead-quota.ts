import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { takeSteps, type QuotaStep } from './stepped-quota.ts';
import { createCounter, type LimiterStore } from './store.ts';

/** One lead about to be stored: who sends it and whom it names (an E.164 number, else a lower-cased e-mail). */
export type LeadRequest = { clientIp: string; contact: string };

export interface LeadQuota {
  /**
   * Counts one lead, or throws 429 (with `retry-after`) when the client IP, the contact or everyone together
   * has reached its cap; a refused lead counts nothing. Call it before storing the lead.
   */
  take(request: LeadRequest): Promise<void>;
}

/** The lead caps of `LimitsPolicy` (per IP per hour, per contact per hour, everyone per minute). */
export function createLeadQuota(store: LimiterStore, policy: LimitsPolicy): LeadQuota {
  const steps: QuotaStep<LeadRequest>[] = [
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
  return { take: (request) => takeSteps(steps, request) };
}
