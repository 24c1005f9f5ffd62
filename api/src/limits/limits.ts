import { createCommunityQuota, type CommunityQuota } from './community-quota.ts';
import { createLeadQuota, type LeadQuota } from './lead-quota.ts';
import { createOtpQuota, type OtpQuota } from './otp-quota.ts';
import { DEFAULT_LIMITS, type LimitsPolicy } from './policy.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
import { memoryStore, type LimiterStore } from './store.ts';
import { createSummaryMailQuota, type SummaryMailQuota } from './summary-mail-quota.ts';
import { createWriteQuota, type WriteQuota } from './write-quota.ts';

/** The api's limiters: one policy, one store. `createApp({ limits })` takes a fresh set (tests: one per test). */
export type Limits = { policy: LimitsPolicy; signIn: SignInThrottle; otp: OtpQuota; leads: LeadQuota; community: CommunityQuota; writes: WriteQuota; summaryMails: SummaryMailQuota };

export function createLimits(policy: Partial<LimitsPolicy> = {}, store: LimiterStore = memoryStore()): Limits {
  const full = { ...DEFAULT_LIMITS, ...policy };
  return { policy: full, signIn: createSignInThrottle(store, full), otp: createOtpQuota(store, full), leads: createLeadQuota(store, full), community: createCommunityQuota(store, full), writes: createWriteQuota(store, full), summaryMails: createSummaryMailQuota(store) };
}
