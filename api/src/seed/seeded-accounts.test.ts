import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { groupOrders } from '../db/schema/group-orders.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { SEEDED_GROUP_ORDER } from './group-orders/group-users.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The accounts the READMEs tell a new user to sign in with. */
const README_ACCOUNTS = ['reviewer@example.com', 'wallet@example.com', 'employee@example.com', 'organiser@example.com', 'member@example.com'];

describe('the seeded accounts of the READMEs', () => {
  it('all exist, each with a mobile of its own', async () => {
    const rows = await database.db.select({ email: users.email, mobile: users.mobile }).from(users).where(inArray(users.email, README_ACCOUNTS));
    expect(rows.map((row) => row.email).sort()).toEqual([...README_ACCOUNTS].sort());
    expect(new Set(rows.map((row) => row.mobile)).size).toBe(README_ACCOUNTS.length);
  });

  it('include the group order of the README, seeded alongside the employee and its coupon customers', async () => {
    const [order] = await database.db.select({ id: groupOrders.id }).from(groupOrders).where(eq(groupOrders.id, SEEDED_GROUP_ORDER.id));
    expect(order?.id).toBe(SEEDED_GROUP_ORDER.id);
  });
});
