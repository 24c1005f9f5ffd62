import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { independentReads } from '../db/independent-reads.ts';
import type { PaymentQuote, PaymentRow } from '../db/schema/payments.ts';
import { ApiError } from '../http/errors.ts';
import { ORDER_MESSAGES as MSG } from './messages.ts';
import { giftCardPartsOfOrders, paymentsOfOrders, type OrderGiftCardPart, type SourcedPayment } from './paid-parts.ts';
import type { Order, Payment, WalletType } from './schemas.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderStatus = OrderRow['status'];

/** A payment as answered; `walletType` names the wallet of a `wallet` payment (read from the ledger by the order answers). */
export function toPayment(row: PaymentRow, walletType: WalletType | null = null): Payment {
  return {
    _id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    amountPaise: row.amountPaise,
    status: row.status,
    provider: row.provider,
    providerOrderId: row.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    checkoutUrl: row.checkoutUrl,
    providerKeyId: row.providerKeyId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundDuePaise: row.refundDuePaise,
    walletType,
  };
}

function toOrder(row: OrderRow, paid: SourcedPayment[], parts: OrderGiftCardPart[]): Order {
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    packageId: row.packageId,
    packageSlug: row.packageSlug,
    packageTitle: row.packageTitle,
    departureDate: row.departureDate,
    occupancy: row.occupancy,
    passengers: row.passengers,
    couponCode: row.couponCode,
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    gstPaise: row.gstPaise,
    totalPaise: row.totalPaise,
    paidPaise: row.paidPaise,
    balancePaise: row.totalPaise - row.paidPaise,
    payments: paid.map((payment) => toPayment(payment.row, payment.walletType)),
    giftCardPaise: parts.reduce((sum, part) => sum + part.amountPaise, 0),
    giftCards: parts.map(({ orderId: _orderId, ...part }) => part),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Orders with everything they were paid with, oldest first: one query for the payments of every order (each with
 * its wallet), one for their gift card parts.
 */
async function withPayments(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [paid, parts] = await independentReads(db, [() => paymentsOfOrders(db, ids), () => giftCardPartsOfOrders(db, ids)] as const);
  return rows.map((row) =>
    toOrder(
      row,
      paid.filter((payment) => payment.row.orderId === row.id),
      parts.filter((part) => part.orderId === row.id),
    ),
  );
}

/** Every query names the owner: another user's order is simply not found. */
export async function findOwnOrder(db: Db, userId: string, id: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

export async function loadOrder(db: Db, userId: string, id: string): Promise<Order> {
  const [order] = await withPayments(db, [await findOwnOrder(db, userId, id)]);
  return order!;
}

export async function listOrders(db: Db, userId: string, status: OrderStatus | undefined, page: number, limit: number): Promise<{ orders: Order[]; total: number }> {
  const where = status ? and(eq(orders.userId, userId), eq(orders.status, status)) : eq(orders.userId, userId);
  const [rows, counted] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.reference)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await withPayments(db, rows), total: counted[0]?.n ?? 0 };
}

export async function countOrders(db: Db, userId: string, statuses: readonly OrderStatus[]): Promise<Record<string, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status);
  const counts = new Map(rows.map((row) => [row.status, row.n]));
  return Object.fromEntries(statuses.map((status) => [status, counts.get(status) ?? 0]));
}

/** Makes the order of a paid booking (status PROCESSING), reference `PT-<year>-<6 digits>` from a sequence. */
export async function createOrder(tx: Db, userId: string, quote: PaymentQuote, paidPaise: number, now: Date): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const year = todayInIndia(now).slice(0, 4);
  await tx.insert(orders).values({
    id,
    userId,
    reference: sql`'PT-' || ${year} || '-' || lpad(nextval('order_reference_seq')::text, 6, '0')`,
    status: 'PROCESSING',
    packageId: quote.packageId,
    packageSlug: quote.packageSlug,
    packageTitle: quote.packageTitle,
    departureId: quote.departureId,
    departureDate: quote.departureDate,
    occupancy: quote.occupancy,
    passengers: quote.passengers,
    couponCode: quote.couponCode,
    subtotalPaise: quote.subtotalPaise,
    discountPaise: quote.discountPaise,
    gstPaise: quote.gstPaise,
    totalPaise: quote.totalPaise,
    paidPaise,
    createdAt: now,
  });
  return id;
}

/**
 * Adds a settled payment to a (locked) order. The caller applies at most the balance (payments/complete.ts
 * records any excess as a refund due): a payment past the total is refused here, never silently capped.
 */
export async function addPaid(tx: Db, orderId: string, amountPaise: number): Promise<void> {
  const updated = await tx
    .update(orders)
    .set({ paidPaise: sql`${orders.paidPaise} + ${amountPaise}` })
    .where(and(eq(orders.id, orderId), sql`${orders.paidPaise} + ${amountPaise} <= ${orders.totalPaise}`))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new RangeError(`paying ${amountPaise} paise would take order ${orderId} past its total`);
}
