/**
 * vitest globalSetup: migrates and seeds one template database for the run, so each test file's throw-away database
 * is a copy of it instead of migrating and seeding its own (~1 s instead of ~4–8 s per file):
 * - with `API_TEST_DATABASE_URL` (PostgreSQL), a template database (`CREATE DATABASE … TEMPLATE`), dropped at the end;
 * - on PGlite, a data-directory tarball in a temporary folder (PGlite's `loadDataDir`, the format of `db:backup`),
 *   deleted at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY } from '../db/client.ts';
import { backupDatabase } from '../reliability/backup.ts';
import { prepareDatabase } from '../startup.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database of this run (PostgreSQL), or null. */
    postgresTemplate: string | null;
    /** The seeded PGlite data-directory tarball of this run, or null (PostgreSQL runs). */
    pgliteTemplate: string | null;
  }
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `api_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  // The demo accounts are seeded: the tests sign in with them, as the READMEs do.
  const database = await prepareDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: IN_MEMORY, seedDemoAccounts: true });
  await database.close();
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function pgliteTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'api-test-template-'));
  const dataDir = join(folder, 'data');
  const database = await prepareDatabase({ dataDir, seedDemoAccounts: true });
  await database.close();
  const file = join(folder, 'template.tar.gz');
  await backupDatabase({ dataDir }, file);
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.API_TEST_DATABASE_URL;
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplate', null);
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}
