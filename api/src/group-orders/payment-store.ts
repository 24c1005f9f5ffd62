import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupOrderShares, groupSharePayments, type SharePaymentRow } from '../db/schema/group-orders.ts';
import { ApiError } from '../http/errors.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import type { SharePayment } from './schemas.ts';

export const toSharePayment = (row: SharePaymentRow, groupOrderId: string): SharePayment => ({
  _id: row.id,
  groupOrderId,
  shareId: row.shareId,
  amountPaise: row.amountPaise,
  status: row.status,
  provider: row.provider,
  providerOrderId: row.providerOrderId,
  providerPaymentId: row.providerPaymentId,
  checkoutUrl: row.checkoutUrl,
  providerKeyId: row.providerKeyId,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refundDuePaise: row.status === 'REFUND_DUE' && row.refundedAt === null ? row.amountPaise : 0,
});

/** The caller's share payment (locked when asked); anyone else's or an unknown id is 404 `Payment not found`. */
export async function findOwnPayment(db: Db, userId: string, paymentId: string, lock = false): Promise<SharePaymentRow> {
  const query = db.select().from(groupSharePayments).where(and(eq(groupSharePayments.id, paymentId), eq(groupSharePayments.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, MSG.paymentNotFound);
  return row;
}

/** The share payment of a provider order, with the group order it pays for (the provider page and the webhook). */
export async function findByProviderOrder(db: Db, provider: string, providerOrderId: string) {
  const [found] = await db
    .select({ payment: groupSharePayments, groupOrderId: groupOrderShares.groupOrderId })
    .from(groupSharePayments)
    .innerJoin(groupOrderShares, eq(groupOrderShares.id, groupSharePayments.shareId))
    .where(and(eq(groupSharePayments.provider, provider), eq(groupSharePayments.providerOrderId, providerOrderId)));
  return found;
}
