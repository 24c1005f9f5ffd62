import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ORGANISER } from '../seed/group-orders/group-users.ts';
import { stableId } from '../seed/ids.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import type { Database } from './client.ts';
import { users } from './schema/accounts.ts';
import { giftCards } from './schema/gift-cards.ts';
import { groupOrders } from './schema/group-orders.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const now = new Date();
const buyer = { id: stableId('user', 'fk-buyer'), email: 'fk-buyer@example.com', mobile: '+919812388001', firstname: 'Asha', lastname: 'Rao', passwordHash: 'x', createdAt: now, updatedAt: now };
const card = { id: stableId('gift-card', 'fk'), buyerId: buyer.id, amountPaise: 500_000, recipientName: 'Meera', recipientEmail: 'meera@example.com', message: '', status: 'PAID' as const, code: 'FKCODE', balancePaise: 500_000, createdAt: now };

describe('foreign keys of money records', () => {
  it('refuses to delete a buyer whose paid gift card a recipient holds', async () => {
    const { db } = database;
    await db.insert(users).values(buyer);
    await db.insert(giftCards).values(card);
    await expect(db.delete(users).where(eq(users.id, buyer.id))).rejects.toThrow();
    expect(await db.select({ balance: giftCards.balancePaise }).from(giftCards).where(eq(giftCards.id, card.id))).toEqual([{ balance: 500_000 }]);
  });

  it('refuses to delete an organiser with a group order', async () => {
    const { db } = database;
    expect((await db.select({ id: groupOrders.id }).from(groupOrders).where(eq(groupOrders.organiserId, GROUP_ORGANISER.id))).length).toBe(1);
    await expect(db.delete(users).where(eq(users.id, GROUP_ORGANISER.id))).rejects.toThrow();
  });
});
