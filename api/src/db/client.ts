import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.ts';

/** The query interface shared by both drivers (and by transactions). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
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
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzleNodePg(pool);
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
