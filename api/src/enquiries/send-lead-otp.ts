import type { Db } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { OTP_RULES, type OtpService } from '../otp/otp-service.ts';
import type { LeadOtpAnswer } from './lead-answers.ts';

/** A lead route's answer: the status, JSON body and headers (`retry-after` on a 429). */
export type LeadOutcome = { status: 200 | 429; body: LeadOtpAnswer; headers: Record<string, string> };

export const RESEND_SECONDS = OTP_RULES.resendGapMs / 1000;

/**
 * Sends the number's `verify-mobile` code for a stored enquiry. An OTP limit does not lose the lead: the answer
 * is 429 with the limit's text, its `retry-after` and the enquiry id (`otpSent: false`).
 */
export async function sendLeadOtp(
  deps: { db: Db; otp: OtpService },
  lead: { id: string; mobile: string; clientIp: string },
  message: string,
): Promise<LeadOutcome> {
  try {
    await deps.otp.send(deps.db, { purpose: 'verify-mobile', channel: 'sms', recipient: lead.mobile, clientIp: lead.clientIp });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const retryAfter = Number(error.headers['retry-after'] ?? RESEND_SECONDS);
    return { status: 429, body: { status: 429, message: error.message, data: { data: lead.id, otpSent: false, retryAfter } }, headers: error.headers };
  }
  return { status: 200, body: { status: 200, message, data: { data: lead.id, message, otpSent: true, retryAfter: RESEND_SECONDS } }, headers: {} };
}
