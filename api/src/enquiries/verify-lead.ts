import type { Db } from '../db/client.ts';
import type { EnquiryKind } from '../db/schema/enquiries.ts';
import { ApiError } from '../http/errors.ts';
import { writeLeadEvent } from '../leads/lead-events.ts';
import { issueVerifiedNumberToken } from '../leads/verified-number.ts';
import type { OtpService } from '../otp/otp-service.ts';
import { findEnquiry, markVerified, type EnquiryRow } from './lead-store.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { toEnquiryAnswer } from './store.ts';

/** What another domain does when an enquiry of its kind is verified, inside the verifying transaction (app.ts wires it). */
export type AfterVerify = (tx: Db, enquiry: EnquiryRow, now: Date) => Promise<void>;
export type VerifyDeps = { db: Db; now: () => Date; otp: OtpService; otpSecret: string; afterVerify: Partial<Record<EnquiryKind, AfterVerify>> };

/** Inside the transaction that made `enquiry` verified: its `enquiry.verified` lead event and its kind's `afterVerify`. */
export async function recordVerified(deps: Pick<VerifyDeps, 'afterVerify'>, tx: Db, enquiry: EnquiryRow, now: Date): Promise<void> {
  await writeLeadEvent(tx, { type: 'enquiry.verified', subjectId: enquiry.id, payload: toEnquiryAnswer(enquiry), now });
  await deps.afterVerify[enquiry.kind]?.(tx, enquiry, now);
}

/**
 * Verifies a lead by its number's `verify-mobile` code. `id` and the number must match one enquiry, or nothing is
 * tried (400 `Invalid OTP`, the code untouched); a wrong code counts a try. Then one transaction marks it verified,
 * writes its `enquiry.verified` lead event and runs its kind's `afterVerify`. An enquiry already verified answers
 * as verified and writes nothing. Answers the verified-number token when a code proved the number just now (never
 * for an enquiry that was already verified: nothing was proven then).
 */
export async function verifyLead(deps: VerifyDeps, request: { id: string; mobile: string; code: string }): Promise<{ verifiedNumberToken: string | null }> {
  const enquiry = await findEnquiry(deps.db, request.id, request.mobile);
  if (!enquiry) throw new ApiError(400, ENQUIRY_MSG.invalidOtp);
  if (enquiry.verified) return { verifiedNumberToken: null };
  if (!(await deps.otp.verify(deps.db, { purpose: 'verify-mobile', recipient: request.mobile, code: request.code }))) {
    throw new ApiError(400, ENQUIRY_MSG.invalidOtp);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const verified = await markVerified(tx, enquiry.id, now);
    if (verified) await recordVerified(deps, tx, verified, now);
  });
  return { verifiedNumberToken: issueVerifiedNumberToken(deps.otpSecret, request.mobile, now) };
}
