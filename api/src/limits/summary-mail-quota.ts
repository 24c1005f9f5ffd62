import { LIMIT_MSG } from './messages.ts';
import { SUMMARY_MAIL_LIMITS } from './policy.ts';
import { takeSteps, type QuotaStep } from './stepped-quota.ts';
import { createCounter, type LimiterStore } from './store.ts';

/** One registration summary e-mail: whose, and of which registration. */
export type SummaryMail = { userId: string; registrationId: string };

export interface SummaryMailQuota {
  /** Counts one e-mail, or throws 429 (with `retry-after`) when the registration or the user reached the day's cap. */
  take(mail: SummaryMail): Promise<void>;
}

/** `SUMMARY_MAIL_LIMITS`: 3 a day per registration, 10 a day per user (all their registrations together). */
export function createSummaryMailQuota(store: LimiterStore): SummaryMailQuota {
  const { perRegistration, perUser, windowSeconds } = SUMMARY_MAIL_LIMITS;
  const steps: QuotaStep<SummaryMail>[] = [
    { counter: createCounter(store, { name: 'summary-mail-registration', points: perRegistration, windowSeconds }), keyOf: (mail) => mail.registrationId, message: LIMIT_MSG.summaryMailsForRegistration },
    { counter: createCounter(store, { name: 'summary-mail-user', points: perUser, windowSeconds }), keyOf: (mail) => mail.userId, message: LIMIT_MSG.summaryMailsFromUser },
  ];
  return { take: (mail) => takeSteps(steps, mail) };
}
