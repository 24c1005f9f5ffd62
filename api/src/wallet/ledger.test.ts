import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletAccounts, walletEntries, walletTransactions } from '../db/schema/wallet.ts';
import { call, signIn } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { WALLET_USER } from '../seed/wallet/wallet-user.ts';

const ctx = testAppPerFile();

describe('wallet ledger', () => {
  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const now = new Date();
    const write = ctx.database.db.transaction(async (tx) => {
      await tx.insert(walletAccounts).values({ id: 'system:test', createdAt: now }).onConflictDoNothing();
      await tx.insert(walletTransactions).values({ id: 'unbalanced', kind: 'CREDIT', description: 'x', createdAt: now });
      await tx.insert(walletEntries).values({ transactionId: 'unbalanced', accountId: 'system:test', amountPaise: 100, createdAt: now });
    });
    await expect(write).rejects.toThrow();
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions).where(sql`${walletTransactions.id} = 'unbalanced'`);
    expect(row?.n).toBe(0);
  });

  it('seeds the wallet user: ₹30,000 in six transactions paged 5, ₹2,500 reward, an order with ₹57,487 due', async () => {
    const token = await signIn(ctx.app, WALLET_USER.email, WALLET_USER.password);
    expect((await call<{ data: { balancePaise: number } }>(ctx.app, 'GET', '/get-wallet', { token })).body.data.balancePaise).toBe(3_000_000);
    expect((await call<{ data: { balancePaise: number } }>(ctx.app, 'GET', '/get-wallet?wallettype=reward', { token })).body.data.balancePaise).toBe(250_000);
    const second = await call<{ data: unknown[]; total: number }>(ctx.app, 'GET', '/wallet/transactions-paging?page=2', { token });
    expect([second.body.total, second.body.data.length]).toEqual([6, 1]);
    const order = await call<{ data: { balancePaise: number } }>(ctx.app, 'GET', `/get-order/${WALLET_USER.order.id}`, { token });
    expect(order.body.data.balancePaise).toBe(5_748_700);
  });

  it('filters by India days, inclusive, and refuses an end before the start', async () => {
    const token = await signIn(ctx.app, WALLET_USER.email, WALLET_USER.password);
    const day = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const ranged = await call<{ data: { amountPaise: number }[]; total: number }>(ctx.app, 'GET', `/wallet/transactions-paging?dtstart=${day(95)}&dtend=${day(30)}`, { token });
    expect(ranged.body.data.map((row) => row.amountPaise)).toEqual([700_000, 300_000, 600_000]);
    expect((await call(ctx.app, 'GET', `/wallet/transactions-paging?dtstart=${day(1)}&dtend=${day(2)}`, { token })).body).toEqual({ status: 400, message: "Invalid query parameter 'dtend': must not be before dtstart" });
  });
});
