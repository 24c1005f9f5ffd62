import type { z } from 'zod';
import { mapSuccess, type RestFailure, type RestOutcome } from '../outcome.ts';
import { heldLeadSchema, type leadSentAnswer } from './schemas.ts';
import type { HeldLead, LeadSent } from './types.ts';

/** A lead route's success as the resolvers take it. */
export const leadSentOf = (outcome: RestOutcome<z.infer<typeof leadSentAnswer>>): RestOutcome<LeadSent> =>
  mapSuccess(outcome, ({ message, data }) => ({
    enquiryId: data.data,
    otpSent: data.otpSent,
    retryAfterSeconds: data.retryAfter,
    message: message ?? null,
  }));

/**
 * The lead a 429 answer still stored (its OTP held back by an OTP limit): its id and the wait, from the body,
 * else from `retry-after`. Null for any other refusal, and for a 429 of the lead limits (nothing stored).
 */
export function heldLeadOf(refusal: RestFailure | null): HeldLead | null {
  if (refusal?.status !== 429) return null;
  const parsed = heldLeadSchema.safeParse(refusal.data);
  if (!parsed.success) return null;
  return { enquiryId: parsed.data.data, retryAfterSeconds: parsed.data.retryAfter ?? refusal.retryAfterSeconds };
}
