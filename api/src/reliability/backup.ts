/**
 * Backup and restore of the api's database (`pnpm --filter ./api run db:backup` / `db:restore`): the embedded
 * PGlite data directory as a gzipped tarball (PGlite's dumpDataDir/loadDataDir), PostgreSQL with pg_dump's
 * custom format and pg_restore. PGlite's directory belongs to one process: stop the api first.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type DatabaseLocation = { databaseUrl?: string | undefined; dataDir: string };

const pgliteOptions = { extensions: { pg_trgm } };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): install the PostgreSQL client tools`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

/** Writes a backup of the database to `file`. */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  if (location.databaseUrl) return run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, location.databaseUrl]);
  const client = await PGlite.create(location.dataDir, pgliteOptions);
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Restores `file` into the database: a PGlite data directory must be new or empty; PostgreSQL objects are replaced. */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.databaseUrl) return run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${location.databaseUrl}`, file]);
  const existing = await readdir(location.dataDir).catch(() => []);
  if (existing.length > 0) throw new Error(`${location.dataDir} is not empty: move it away (or point API_DATA_DIR at a new directory) first`);
  await mkdir(location.dataDir, { recursive: true });
  const loadDataDir = new Blob([await readFile(file)]);
  const client = await PGlite.create(location.dataDir, { ...pgliteOptions, loadDataDir });
  await client.close();
}
