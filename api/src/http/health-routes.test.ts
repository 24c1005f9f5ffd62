import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { IN_MEMORY, openDatabase, type Database, type Db } from '../db/client.ts';

/** The test's database server: PostgreSQL with API_TEST_DATABASE_URL (its maintenance database), else PGlite. */
const open = () => openDatabase({ databaseUrl: process.env.API_TEST_DATABASE_URL, dataDir: IN_MEMORY });
const appOver = (db: Db, readiness = { draining: false }) => createApp({ db, publicToken: 'health-test-token', readiness, logger: { error: () => {} } });

/** A loopback port nothing listens on: a PostgreSQL there is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type ReadyBody = { data: { status: string; database: string; draining: boolean } };
const readyBody = async (response: Response) => ((await response.json()) as ReadyBody).data;

let database: Database;
beforeAll(async () => {
  database = await open();
});
afterAll(() => database.close());

describe('liveness and readiness', () => {
  it('answers live and ready without a token while the database answers', async () => {
    const app = appOver(database.db);
    expect(await (await app.request('/api/v1/health/live')).json() as unknown).toEqual({ status: 200, message: 'OK', data: { status: 'ok' } });
    const ready = await app.request('/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(await readyBody(ready)).toEqual({ status: 'ready', database: 'up', draining: false });
  });

  it(`is not ready while the database is closed (${process.env.API_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), yet alive`, async () => {
    const closed = await open();
    await closed.close();
    const app = appOver(closed.db);
    const ready = await app.request('/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(await readyBody(ready)).toEqual({ status: 'unavailable', database: 'down', draining: false });
    expect((await app.request('/api/v1/health/live')).status).toBe(200);
  });

  it('is not ready while its PostgreSQL server is unreachable', async () => {
    const unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/pilgrim`, dataDir: IN_MEMORY });
    try {
      const ready = await appOver(unreachable.db).request('/api/v1/health/ready');
      expect(ready.status).toBe(503);
      expect((await readyBody(ready)).database).toBe('down');
    } finally {
      await unreachable.close();
    }
  });

  it('is not ready once shutdown starts draining, with the database up', async () => {
    const readiness = { draining: false };
    const app = appOver(database.db, readiness);
    readiness.draining = true;
    const ready = await app.request('/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(await readyBody(ready)).toEqual({ status: 'unavailable', database: 'up', draining: true });
  });
});
