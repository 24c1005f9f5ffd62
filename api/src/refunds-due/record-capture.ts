import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { refundDueCaptures } from '../db/schema/refunds-due.ts';

/** A verified provider payment that settled nothing: our payment (`kind`, `paymentId`) was settled by `settledBy`. */
export type ExtraCapture = {
  kind: 'booking' | 'gift-card' | 'group-share';
  paymentId: string;
  userId: string;
  amountPaise: number;
  provider: string;
  providerOrderId: string;
  providerPaymentId: string;
  settledBy: string | null;
  at: Date;
  /** Why, when it is not a second payment of a settled one (e.g. a captured amount that differs). */
  reason?: string;
};

/** Why an extra capture is due back (the list's `reason`). */
export const extraCaptureReason = (settledBy: string | null) =>
  settledBy ? `paid again: this payment was already settled by provider payment ${settledBy}` : 'paid again: this payment was already settled';

/**
 * Records a second captured provider payment as money to refund, in the caller's transaction (the one holding
 * the lock of the payment it settles nothing of), so it commits with what the caller answers. Idempotent: one row
 * per provider payment id; a replay adds nothing and logs nothing.
 */
export async function recordExtraCapture(tx: Db, capture: ExtraCapture, logger: Pick<Console, 'warn'> = console): Promise<void> {
  const { settledBy, at, reason: given, ...rest } = capture;
  const reason = given ?? extraCaptureReason(settledBy);
  const inserted = await tx
    .insert(refundDueCaptures)
    .values({ id: randomBytes(12).toString('hex'), ...rest, reason, capturedAt: at })
    .onConflictDoNothing()
    .returning({ id: refundDueCaptures.id });
  if (inserted.length > 0) logger.warn(`${capture.kind} ${capture.paymentId} (${capture.providerOrderId}/${capture.providerPaymentId}): ${capture.amountPaise} paise to refund: ${reason}`);
}
