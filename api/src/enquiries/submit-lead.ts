import type { Db } from '../db/client.ts';
import type { Limits } from '../limits/limits.ts';
import type { OtpService } from '../otp/otp-service.ts';
import { insertEnquiry, type EnquiryDraft } from './lead-store.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { sendLeadOtp, type LeadOutcome } from './send-lead-otp.ts';

export type LeadDeps = { db: Db; now: () => Date; limits: Limits; otp: OtpService };
/** The caller of a lead route: `c.var.clientIp`, and the user id when signed in. */
export type LeadCaller = { clientIp: string; userId: string | null };

/**
 * The one order of work of every lead (api/CONTRACT.md "Lead capture"), after its body was validated: the SMS
 * country → the lead limits (429, nothing stored) → store the enquiry (committed, unverified) → its OTP.
 */
export async function submitLead(deps: LeadDeps, draft: Omit<EnquiryDraft, 'userId' | 'clientIp'>, caller: LeadCaller): Promise<LeadOutcome> {
  deps.limits.otp.checkCountry({ channel: 'sms', recipient: draft.mobile });
  await deps.limits.leads.take({ clientIp: caller.clientIp, contact: draft.mobile });
  const id = await insertEnquiry(deps.db, { ...draft, userId: caller.userId, clientIp: caller.clientIp }, deps.now());
  return sendLeadOtp(deps, { id, mobile: draft.mobile, clientIp: caller.clientIp }, ENQUIRY_MSG.otpSent);
}
