import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { todayInIndia } from '../../calendar/dates.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { departures } from '../../db/schema/departures.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { walletAccounts } from '../../db/schema/wallet.ts';
import { lockWallet, post } from '../../wallet/ledger.ts';
import { SYSTEM_ACCOUNTS } from '../../wallet/wallet-types.ts';
import { stableId } from '../ids.ts';
import { WALLET_USER } from './wallet-user.ts';

const DAY_MS = 86_400_000;

/** The wallet test user, its order with a balance due and its wallet's ledger; never rewritten once there. */
export async function seedWalletUser(tx: Db, now = new Date()): Promise<void> {
  const { order, credits, reward, password: _password, ...user } = WALLET_USER;
  const added = await tx
    .insert(users)
    .values({ ...user, emailVerified: true, mobileVerified: true, source: 'seed', createdAt: new Date(now.getTime() - 200 * DAY_MS), updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (added.length === 0) return;
  const [pkg] = await tx.select({ id: packages.id, title: packages.title }).from(packages).where(eq(packages.slug, order.packageSlug));
  if (pkg) await seedOrder(tx, pkg, now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  await lockWallet(tx, user.id, 'customer', at(200));
  for (const credit of credits) {
    await post(tx, { userId: user.id, walletType: 'customer', system: SYSTEM_ACCOUNTS.credits, amountPaise: credit.paise, kind: 'CREDIT', description: credit.description }, at(credit.daysAgo));
  }
  await lockWallet(tx, user.id, 'reward', at(200));
  await post(tx, { userId: user.id, walletType: 'reward', system: SYSTEM_ACCOUNTS.credits, amountPaise: reward.paise, kind: 'CREDIT', description: reward.description }, at(reward.daysAgo));
}

/** A PROCESSING order of two travellers on the package's first departure more than 40 days away, its advance paid through the test provider. */
async function seedOrder(tx: Db, pkg: { id: string; title: string }, now: Date): Promise<void> {
  const { order, firstname, lastname } = WALLET_USER;
  const after = todayInIndia(new Date(now.getTime() + 40 * DAY_MS));
  const [departure] = await tx
    .select({ id: departures.id, date: departures.startDate })
    .from(departures)
    .where(and(eq(departures.packageId, pkg.id), gt(departures.startDate, after)))
    .orderBy(asc(departures.startDate))
    .limit(1);
  const traveller = (first: string, gender: string, dob: string) => ({ firstname: first, lastname, gender, dob, passengerType: 'Adult', pricePaise: order.travellerPricePaise });
  await tx.insert(orders).values({
    id: order.id, userId: WALLET_USER.id, reference: order.reference, status: 'PROCESSING', packageId: pkg.id, packageSlug: order.packageSlug, packageTitle: pkg.title,
    departureId: departure?.id ?? null, departureDate: departure?.date ?? after, occupancy: 'Twin Sharing',
    passengers: [traveller(firstname, 'male', '1971-03-09'), traveller('Lakshmi', 'female', '1974-11-21')],
    couponCode: null, subtotalPaise: order.subtotalPaise, discountPaise: 0, gstPaise: order.gstPaise, totalPaise: order.totalPaise, paidPaise: order.paidPaise,
    createdAt: new Date(now.getTime() - 10 * DAY_MS),
  }).onConflictDoNothing();
  const paidAt = new Date(now.getTime() - 10 * DAY_MS);
  const paymentId = stableId('payment', 'test-wallet-char-dham-advance');
  await tx.insert(payments).values({
    id: paymentId, userId: WALLET_USER.id, orderId: order.id, kind: 'ADVANCE', amountPaise: order.paidPaise, status: 'SUCCEEDED', provider: 'test',
    providerOrderId: `seed_${paymentId}`, providerPaymentId: `seed_pay_${paymentId}`, createdAt: paidAt, paidAt,
  }).onConflictDoNothing();
}

/** True when the wallet ledger was never seeded (a database made before migration 0015 gets it at start). */
export async function isWalletUnseeded(db: Db): Promise<boolean> {
  return (await db.select({ id: walletAccounts.id }).from(walletAccounts).where(sql`${walletAccounts.userId} = ${WALLET_USER.id}`).limit(1)).length === 0;
}
