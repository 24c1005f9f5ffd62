import type { Db } from '../db/client.ts';
import type { Limits } from '../limits/limits.ts';
import type { OtpService } from '../otp/otp-service.ts';
import { insertEnquiry, markVerified, type EnquiryDraft } from './lead-store.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { isNumberProven, type VerifiedMobileOf } from './proven-number.ts';
import { sendLeadOtp, type LeadOutcome } from './send-lead-otp.ts';
import { recordVerified, type AfterVerify } from './verify-lead.ts';
import type { EnquiryKind } from '../db/schema/enquiries.ts';

export type LeadDeps = {
  db: Db;
  now: () => Date;
  limits: Limits;
  otp: OtpService;
  /** Signs and checks the verified-number tokens (src/leads/verified-number.ts). */
  otpSecret: string;
  afterVerify: Partial<Record<EnquiryKind, AfterVerify>>;
  /** The signed-in caller's confirmed mobile (the accounts domain's, wired in app.ts). */
  verifiedMobileOf: VerifiedMobileOf;
};
/**
 * The caller of a lead route: `c.var.clientIp`, the user id when signed in, and the verified-number token the
 * body carried (a lead verified in the last 12 hours proved the number).
 */
export type LeadCaller = { clientIp: string; userId: string | null; verifiedNumberToken?: string | undefined };

/**
 * The one order of work of every lead (api/CONTRACT.md "Lead capture"), after its body was validated: the SMS
 * country → the lead limits (429, nothing stored) → store the enquiry (committed, unverified) → its OTP. A number
 * already proven (a verified-number token for it, or the signed-in account's own number) needs no OTP: the stored
 * enquiry is then verified with its lead event (and its kind's `afterVerify`) in one transaction; when that fails
 * (a Zoom session filled meanwhile: 409), the lead stays stored, unverified.
 */
export async function submitLead(deps: LeadDeps, draft: Omit<EnquiryDraft, 'userId' | 'clientIp'>, caller: LeadCaller): Promise<LeadOutcome> {
  deps.limits.otp.checkCountry({ channel: 'sms', recipient: draft.mobile });
  await deps.limits.leads.take({ clientIp: caller.clientIp, contact: draft.mobile });
  const row = await insertEnquiry(deps.db, { ...draft, userId: caller.userId, clientIp: caller.clientIp }, deps.now());
  if (await isNumberProven(deps, draft.mobile, caller)) {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const verified = await markVerified(tx, row.id, now);
      if (verified) await recordVerified(deps, tx, verified, now);
    });
    const message = ENQUIRY_MSG.querySubmitted;
    return { status: 200, body: { status: 200, message, data: { data: row.id, message, otpSent: false, retryAfter: 0, otpverified: true } }, headers: {} };
  }
  return sendLeadOtp(deps, { id: row.id, mobile: draft.mobile, clientIp: caller.clientIp }, ENQUIRY_MSG.otpSent);
}
