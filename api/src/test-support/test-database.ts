import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { IN_MEMORY, type Database } from '../db/client.ts';
import { prepareDatabase } from '../startup.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/** The run's seeded PGlite tarball, read once per worker (files share the worker's modules: vitest.config.ts). */
let pgliteTemplate: Promise<Blob | undefined> | undefined;
function pgliteTemplateData(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return (pgliteTemplate ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined));
}

/**
 * A migrated, seeded database for one test file: a fresh in-memory PGlite (a copy of the run's seeded tarball), or —
 * when `API_TEST_DATABASE_URL` points at a PostgreSQL server — a throw-away database created there (a copy of the
 * run's seeded template database; dropped on close), so files running in parallel never share rows. The templates
 * come from template-database.ts.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.API_TEST_DATABASE_URL;
  if (!serverUrl) return prepareDatabase({ dataDir: IN_MEMORY, initialData: await pgliteTemplateData() });
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await prepareDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: IN_MEMORY });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name}`);
    },
  };
}
