import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import type { AppEnv, Principal } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { loadCaller } from './users.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date();
  await database.db.insert(users).values({ id: 'stored-user', email: 'stored@example.com', mobile: '+919812377002', firstname: 'Stored', lastname: 'Row', passwordHash: 'x', createdAt: now, updatedAt: now });
});
afterAll(async () => {
  await database?.close();
});

/** The first name `loadCaller` answers for a request acting as `principal` (or the status it refused with). */
async function callerFirstname(principal: Principal): Promise<string | number> {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('principal', principal);
      await next();
    })
    .get('/', async (c) => c.text((await loadCaller(database.db, c)).firstname ?? ''));
  app.onError((error, c) => c.text(error.message, error instanceof ApiError && error.status === 401 ? 401 : 500));
  const response = await app.request('/');
  return response.ok ? response.text() : response.status;
}

describe('the caller\'s account', () => {
  it('is the one read with the token when the principal carries it: no second read', async () => {
    expect(await callerFirstname({ kind: 'user', userId: 'stored-user', account: { id: 'stored-user', firstname: 'Read with the token' } })).toBe('Read with the token');
  });

  it('is read from the database when the principal carries none, and a user who is gone is signed out', async () => {
    expect(await callerFirstname({ kind: 'user', userId: 'stored-user' })).toBe('Stored');
    expect(await callerFirstname({ kind: 'user', userId: 'no-such-user' })).toBe(401);
    expect(await callerFirstname({ kind: 'public' })).toBe(401);
  });
});
