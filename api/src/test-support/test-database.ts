import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY, type Database } from '../db/client.ts';
import { prepareDatabase } from '../startup.ts';

/**
 * A migrated, seeded database for one test file: a fresh in-memory PGlite, or — when
 * `API_TEST_DATABASE_URL` points at a PostgreSQL server — a throw-away database created
 * there (dropped again on close), so files running in parallel never share rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.API_TEST_DATABASE_URL;
  if (!serverUrl) return prepareDatabase({ dataDir: IN_MEMORY });
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await prepareDatabase({ databaseUrl: url.toString(), dataDir: IN_MEMORY });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name}`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
