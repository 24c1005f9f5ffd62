import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { IN_MEMORY, type Database } from '../db/client.ts';
import { prepareDatabase, type StartupOptions } from '../startup.ts';
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
  if (!serverUrl) return prepareDatabase({ dataDir: IN_MEMORY, initialData: await pgliteTemplateData(), seedDemoAccounts: true });
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await prepareDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: IN_MEMORY, seedDemoAccounts: true });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name}`);
    },
  };
}

/** What a test chooses of a start (the rest is where the database is). */
export type StartSettings = Omit<StartupOptions, 'databaseUrl' | 'dataDir' | 'initialData' | 'pool'>;

export type RestartableTestDatabase = {
  /** Starts the api's database as main.ts does (prepareDatabase): migrations, seed or top-ups, the demo accounts' rule. */
  start(settings: StartSettings, log?: (line: string) => void): Promise<Database>;
  /** Removes it; close every started database first. */
  dispose(): Promise<void>;
};

/**
 * A database that survives its close, for tests of what a start does to an existing one: `from: 'template'` begins as
 * a copy of the run's seeded template (demo accounts included), `'empty'` with nothing (the first start seeds it). On
 * PGlite a data directory in a temporary folder (each start reopens it, ~1 s), with `API_TEST_DATABASE_URL` a
 * throw-away database on that server.
 */
export async function restartableTestDatabase(from: 'template' | 'empty'): Promise<RestartableTestDatabase> {
  const serverUrl = process.env.API_TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `api_test_${randomBytes(6).toString('hex')}`;
    const template = from === 'template' ? inject('postgresTemplate') : null;
    await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    return {
      start: (settings, log) => prepareDatabase({ ...settings, databaseUrl: databaseUrl(serverUrl, name), dataDir: IN_MEMORY }, log),
      dispose: () => adminQuery(serverUrl, `drop database if exists ${name}`),
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'api-test-db-'));
  const dataDir = join(folder, 'data');
  let initialData = from === 'template' ? await pgliteTemplateData() : undefined;
  return {
    async start(settings, log) {
      const database = await prepareDatabase({ ...settings, dataDir, initialData }, log);
      initialData = undefined;
      return database;
    },
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}
