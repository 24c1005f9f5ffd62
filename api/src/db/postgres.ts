import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, PoolSettings } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { listenOnPostgres } from './postgres-listen.ts';

/** Key of the startup advisory lock (any fixed bigint; 'pilgrim1' in ASCII). */
export const STARTUP_LOCK_KEY = 0x70696c6772696d31n;

/** The api's PostgreSQL: a node-postgres pool (DATABASE_POOL_MAX, statement_timeout), LISTEN connections, the startup lock. */
export async function openPostgres(databaseUrl: string, settings: PoolSettings): Promise<Database> {
  // statement_timeout: 0 turns it off; a slow statement otherwise ends with an error instead of holding a connection.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.max,
    statement_timeout: settings.statementTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs,
  });
  // An idle client's error (the server restarting) must not crash the process; the pool drops that client.
  pool.on('error', (error) => console.error('PostgreSQL pool client failed:', error.message));
  const db = drizzle(pool);
  // LISTEN connections end with the database (a test's throw-away database cannot be dropped while one is open).
  const unlistens = new Set<() => Promise<void>>();
  return {
    db,
    driver: 'postgres',
    async listen(channel, onPayload, onGap) {
      const unlisten = await listenOnPostgres({ databaseUrl, channel, onPayload, onGap });
      const once = async () => {
        if (unlistens.delete(once)) await unlisten();
      };
      unlistens.add(once);
      return once;
    },
    // On a connection of its own without the pool's statement_timeout: an index build on a large table may take long.
    migrate: () => withClient(databaseUrl, (client) => migrate(drizzle(client), { migrationsFolder })),
    exclusive: (work) => withAdvisoryLock(databaseUrl, STARTUP_LOCK_KEY, work),
    async close() {
      await Promise.all([...unlistens].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/** A connection of its own for `work`, ended afterwards; a dropped connection fails `work` instead of the process. */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => console.error('PostgreSQL startup connection failed:', error.message));
  await client.connect();
  try {
    return await work(client);
  } finally {
    // Ending the session releases a session lock even if the unlock is never sent.
    await client.end().catch(() => undefined);
  }
}

/** Holds a session advisory lock on a connection of its own while `work` runs (it may use the pool meanwhile). */
function withAdvisoryLock<T>(databaseUrl: string, key: bigint, work: () => Promise<T>): Promise<T> {
  return withClient(databaseUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [key.toString()]);
    return work();
  });
}
