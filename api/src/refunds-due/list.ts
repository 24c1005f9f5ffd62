import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dueItems } from './due-items.ts';

export type RefundDueItem = {
  _id: string;
  kind: 'booking' | 'gift-card' | 'group-share';
  extraCapture: boolean;
  paymentId: string;
  userId: string;
  amountPaise: number;
  provider: string;
  providerOrderId: string;
  providerPaymentId: string | null;
  reason: string;
  paidAt: string | null;
};

/** A page of the money still due back, newest first (then by id, so pages never overlap), with the total. */
export async function listRefundsDue(db: Db, { page, limit }: { page: number; limit: number }): Promise<{ items: RefundDueItem[]; total: number }> {
  const all = dueItems(db).as('due');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(all);
  const rows = await db
    .select()
    .from(all)
    .orderBy(sql`${all.at} desc nulls last`, desc(all.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = rows.map(({ id, at, ...row }) => ({ _id: id, ...row, amountPaise: Number(row.amountPaise), extraCapture: Boolean(row.extraCapture), paidAt: at ? new Date(at).toISOString() : null }));
  return { items, total: Number(total) };
}
