import type { Db } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { REFUNDS_DUE_MESSAGES as MSG } from './messages.ts';
import { REFUND_SOURCES } from './refund-sources.ts';

export type MarkedRefund = { _id: string; providerRefundId: string; refundedAt: string };

/**
 * `PUT /refunds-due/{id}/refunded`: in ONE transaction the item's row locked; still due → marked with the
 * provider's refund id and the time; marked with the same id already → answered the same (idempotent); marked
 * with another id → 409; refunded another way (to the wallet) or never due → 409 nothing due; no such row → 404.
 */
export async function markRefunded(db: Db, id: string, providerRefundId: string, at: Date): Promise<MarkedRefund> {
  return db.transaction(async (tx) => {
    for (const source of REFUND_SOURCES) {
      const row = await source.lock(tx, id);
      if (!row) continue;
      if (row.providerRefundId !== null) {
        if (row.providerRefundId !== providerRefundId) throw new ApiError(409, MSG.otherRefundId);
        return { _id: id, providerRefundId, refundedAt: row.refundedAt!.toISOString() };
      }
      if (!row.due) throw new ApiError(409, MSG.nothingDue);
      await source.mark(tx, id, { providerRefundId, refundedAt: at });
      return { _id: id, providerRefundId, refundedAt: at.toISOString() };
    }
    throw new ApiError(404, MSG.notFound);
  });
}
