import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardPayments } from '../db/schema/gift-cards.ts';
import { groupSharePayments } from '../db/schema/group-orders.ts';
import { payments } from '../db/schema/payments.ts';
import { refundDueCaptures } from '../db/schema/refunds-due.ts';

type Mark = { providerRefundId: string; refundedAt: Date };
/** An item's row, locked: whether it is still due, and its mark (both null until marked). */
type Locked = { due: boolean; providerRefundId: string | null; refundedAt: Date | null };

/** A table the items of `GET /refunds-due` come from: lock a row by id (undefined: not there), mark it refunded. */
export type RefundSource = { lock(tx: Db, id: string): Promise<Locked | undefined>; mark(tx: Db, id: string, mark: Mark): Promise<unknown> };

/** The same rules as `due-items.ts`: what still counts as due in each table. */
export const REFUND_SOURCES: readonly RefundSource[] = [
  {
    lock: async (tx, id) => (await tx.select().from(refundDueCaptures).where(eq(refundDueCaptures.id, id)).for('update')).map((row) => ({ ...row, due: row.refundedAt === null }))[0],
    mark: (tx, id, mark) => tx.update(refundDueCaptures).set(mark).where(eq(refundDueCaptures.id, id)),
  },
  {
    // A booking payment's due is `refund_due_paise`, set to 0 as the wallet's refund does (which then refuses it).
    lock: async (tx, id) => (await tx.select().from(payments).where(eq(payments.id, id)).for('update')).map((row) => ({ ...row, due: row.refundDuePaise > 0 && row.refundedAt === null }))[0],
    mark: (tx, id, mark) => tx.update(payments).set({ ...mark, refundDuePaise: 0 }).where(eq(payments.id, id)),
  },
  {
    // `refunded_at` is also what the group share's wallet refund sets (and checks).
    lock: async (tx, id) => (await tx.select().from(groupSharePayments).where(eq(groupSharePayments.id, id)).for('update')).map((row) => ({ ...row, due: row.status === 'REFUND_DUE' && row.refundedAt === null }))[0],
    mark: (tx, id, mark) => tx.update(groupSharePayments).set(mark).where(eq(groupSharePayments.id, id)),
  },
  {
    lock: async (tx, id) => (await tx.select().from(giftCardPayments).where(eq(giftCardPayments.id, id)).for('update')).map((row) => ({ ...row, due: row.status === 'REFUND_DUE' && row.refundedAt === null }))[0],
    mark: (tx, id, mark) => tx.update(giftCardPayments).set(mark).where(eq(giftCardPayments.id, id)),
  },
];
