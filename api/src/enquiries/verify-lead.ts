import type { Db } from '../db/client.ts';
import type { EnquiryKind } from '../db/schema/enquiries.ts';
import { ApiError } from '../http/errors.ts';
import { writeLeadEvent } from '../leads/lead-events.ts';
import type { OtpService } from '../otp/otp-service.ts';
import { findEnquiry, markVerified, type EnquiryRow } from './lead-store.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { toEnquiryAnswer } from './store.ts';

/** What another domain does when an enquiry of its kind is verified, inside the verifying transaction (app.ts wires it). */
export type AfterVerify = (tx: Db, enquiry: EnquiryRow, now: Date) => Promise<void>;
export type VerifyDeps = { db: Db; now: () => Date; otp: OtpService; afterVerify: Partial<Record<EnquiryKind, AfterVerify>> };

/**
 * Verifies a lead by its number's `verify-mobile` code. `id` and the number must match one enquiry, or nothing is
 * tried (400 `Invalid OTP`, the code untouched); a wrong code counts a try. Then one transaction marks it verified,
 * writes its `enquiry.verified` lead event and runs its kind's `afterVerify`. An enquiry already verified answers
 * as verified and writes nothing.
 */
export async function verifyLead(deps: VerifyDeps, request: { id: string; mobile: string; code: string }): Promise<void> {
  const enquiry = await findEnquiry(deps.db, request.id, request.mobile);
  if (!enquiry) throw new ApiError(400, ENQUIRY_MSG.invalidOtp);
  if (enquiry.verified) return;
  if (!(await deps.otp.verify(deps.db, { purpose: 'verify-mobile', recipient: request.mobile, code: request.code }))) {
    throw new ApiError(400, ENQUIRY_MSG.invalidOtp);
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const verified = await markVerified(tx, enquiry.id, now);
    if (!verified) return;
    await writeLeadEvent(tx, { type: 'enquiry.verified', subjectId: verified.id, payload: toEnquiryAnswer(verified), now });
    await deps.afterVerify[verified.kind]?.(tx, verified, now);
  });
}
