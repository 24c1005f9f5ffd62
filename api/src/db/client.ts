import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.ts';

/** The query interface shared by both drivers (and by transactions). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** LISTEN on a channel: `onPayload` gets each NOTIFY payload (delivered at the sender's COMMIT); resolves to an unlisten. */
export type ListenFn = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  listen: ListenFn;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations (recorded in drizzle.__drizzle_migrations, each run in a transaction). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the startup lock: on PostgreSQL a session advisory lock, so api instances starting
   * together on one database migrate and seed one after another (the later ones find nothing left to do); PGlite
   * belongs to one process and just runs it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const IN_MEMORY = 'memory://';

/** node-postgres pool settings (DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS). */
export type PoolSettings = { max: number; statementTimeoutMs: number; connectTimeoutMs: number };
export const DEFAULT_POOL: PoolSettings = { max: 10, statementTimeoutMs: 30_000, connectTimeoutMs: 5_000 };

export type DatabaseConfig = { databaseUrl?: string | undefined; dataDir: string; pool?: PoolSettings | undefined };

/** Key of the startup advisory lock (any fixed bigint; 'pilgrim1' in ASCII). */
export const STARTUP_LOCK_KEY = 0x70696c6772696d31n;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.pool ?? DEFAULT_POOL);
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of search (migration 0012); PGlite ships it as a contrib extension.
  const options = { extensions: { pg_trgm } };
  const client = inMemory ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    driver: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, settings: PoolSettings): Promise<Database> {
  // statement_timeout: 0 turns it off; a slow statement otherwise ends with an error instead of holding a connection.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.max,
    statement_timeout: settings.statementTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs,
  });
  // An idle client's error (the server restarting) must not crash the process; the pool drops that client.
  pool.on('error', (error) => console.error('PostgreSQL pool client failed:', error.message));
  const db = drizzleNodePg(pool);
  // LISTEN connections end with the database (a test's throw-away database cannot be dropped while one is open).
  const unlistens = new Set<() => Promise<void>>();
  return {
    db,
    driver: 'postgres',
    async listen(channel, onPayload) {
      const unlisten = await listenOnPostgres(databaseUrl, channel, onPayload);
      const once = async () => {
        if (unlistens.delete(once)) await unlisten();
      };
      unlistens.add(once);
      return once;
    },
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    exclusive: (work) => withAdvisoryLock(databaseUrl, STARTUP_LOCK_KEY, work),
    async close() {
      await Promise.all([...unlistens].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/** A dedicated connection (a pooled one would drop the LISTEN when released) that LISTENs on `channel`. */
async function listenOnPostgres(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  // A lost connection is logged; this instance then only hears its own changes (the scale-out issue adds a reconnect).
  client.on('error', (error) => console.error(`LISTEN ${channel} connection failed:`, error.message));
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return async () => {
    await client.end();
  };
}

/** Holds a session advisory lock on a connection of its own while `work` runs (it may use the pool meanwhile). */
async function withAdvisoryLock<T>(databaseUrl: string, key: bigint, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock is never sent.
    await client.end();
  }
}
