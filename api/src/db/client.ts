import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.ts';
import { openPostgres } from './postgres.ts';

/** The query interface shared by both drivers (and by transactions). */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * LISTEN on a channel: `onPayload` gets each NOTIFY payload (delivered at the sender's COMMIT); resolves to an
 * unlisten. On PostgreSQL a lost LISTEN connection is re-opened; `onGap` runs then (payloads may have been missed).
 */
export type ListenFn = (channel: string, onPayload: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;

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

export type DatabaseConfig = {
  databaseUrl?: string | undefined;
  dataDir: string;
  pool?: PoolSettings | undefined;
  /** PGlite only: a new database starts as a copy of this data-directory tarball (the format of `db:backup`). */
  initialData?: Blob | undefined;
};

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.pool ?? DEFAULT_POOL);
  return openPglite(config.dataDir, config.initialData);
}

async function openPglite(dataDir: string, initialData: Blob | undefined): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of search (migration 0012); PGlite ships it as a contrib extension.
  const options = { extensions: { pg_trgm }, ...(initialData ? { loadDataDir: initialData } : {}) };
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
