/**
 * Test support: throw-away storage for api child processes — a PGlite data directory, and a database on the
 * PostgreSQL server of API_TEST_DATABASE_URL when it is set (see test-support/test-database.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl } from '../test-support/postgres-admin.ts';
import type { Storage } from './api-process.ts';

export type ThrowAwayStorage = { name: string; env: Storage; drop: () => Promise<void> };

export async function pgliteStorage(): Promise<ThrowAwayStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-pglite-'));
  return { name: 'a PGlite data directory', env: { API_DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

export async function postgresStorage(serverUrl: string): Promise<ThrowAwayStorage> {
  const name = `api_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl(serverUrl, name), API_DATA_DIR: 'memory://' },
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** PGlite always; PostgreSQL too when API_TEST_DATABASE_URL names a server. */
export async function throwAwayStorages(): Promise<ThrowAwayStorage[]> {
  const serverUrl = process.env.API_TEST_DATABASE_URL;
  return [await pgliteStorage(), ...(serverUrl ? [await postgresStorage(serverUrl)] : [])];
}
