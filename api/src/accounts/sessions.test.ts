import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { issueUserToken, revokeUserToken, SESSION_TTL_MS, userTokenResolver } from './sessions.ts';

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date();
  userId = 'sessions-test-user';
  await database.db.insert(users).values({ id: userId, email: 'sessions@example.com', mobile: '+919812377001', firstname: 'Asha', lastname: 'Rao', passwordHash: 'x', createdAt: now, updatedAt: now });
});
afterAll(async () => {
  await database?.close();
});

describe('user tokens', () => {
  it('are recognised until they expire, and not after', async () => {
    const issuedAt = new Date('2026-11-01T00:00:00Z');
    let clock = issuedAt;
    const resolver = userTokenResolver(database.db, () => clock);
    const { token } = await issueUserToken(database.db, userId, null, issuedAt);
    expect(await resolver.resolve(token)).toEqual({ kind: 'user', userId, account: expect.objectContaining({ id: userId, firstname: 'Asha', mobile: '+919812377001' }) });
    clock = new Date(issuedAt.getTime() + SESSION_TTL_MS - 1_000);
    expect(await resolver.resolve(token)).toMatchObject({ kind: 'user', userId });
    clock = new Date(issuedAt.getTime() + SESSION_TTL_MS + 1_000);
    expect(await resolver.resolve(token)).toBeNull();
  });

  it('are not recognised once revoked, nor when unknown, and one resolver answers many look-ups', async () => {
    const now = new Date();
    const resolver = userTokenResolver(database.db, () => now);
    const [kept, revoked] = [await issueUserToken(database.db, userId, null, now), await issueUserToken(database.db, userId, null, now)];
    await revokeUserToken(database.db, revoked.token, now);
    const answers = await Promise.all([kept.token, revoked.token, kept.token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))].map((token) => resolver.resolve(token)));
    expect(answers).toEqual([expect.objectContaining({ kind: 'user', userId }), null, null]);
  });
});
