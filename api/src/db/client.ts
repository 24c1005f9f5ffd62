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
  close(): Promise<void>;
};

export const IN_MEMORY = 'memory://';

export type DatabaseConfig = { databaseUrl?: string | undefined; dataDir: string };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
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
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
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
