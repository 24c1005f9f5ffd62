import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresStorage } from './storages.ts';

const apiFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const work = await mkdtemp(join(tmpdir(), 'api-backup-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** Runs `pnpm run db:backup|db:restore`'s script with the api's environment pointing at `dataDir`. */
function cli(command: 'backup' | 'restore', dataDir: string, file: string, databaseUrl?: string) {
  const { VITEST: _vitest, NODE_ENV: _mode, DATABASE_URL: _url, ...env } = process.env;
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/reliability/backup-cli.ts', command, file], { cwd: apiFolder, env: { ...env, API_DATA_DIR: dataDir, ...database }, encoding: 'utf8' });
}

async function sql(url: string, statement: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>(statement)).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('db:backup and db:restore of the embedded database', () => {
  it('restores a PGlite data directory, with its extension indexes, into a new directory', async () => {
    const original = join(work, 'original');
    const source = await PGlite.create(original, { extensions: { pg_trgm } });
    await source.exec(`create extension if not exists pg_trgm;
      create table pilgrims (name text primary key); create index pilgrims_trgm on pilgrims using gin (name gin_trgm_ops);
      insert into pilgrims values ('Kailash Mansarovar'), ('Adi Kailash');`);
    await source.close();
    const file = join(work, 'backup.tar.gz');
    const backup = cli('backup', original, file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`backup written to ${file}`);

    const restoredDir = join(work, 'restored');
    const restore = cli('restore', restoredDir, file);
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await PGlite.create(restoredDir, { extensions: { pg_trgm } });
    const rows = await restored.query<{ name: string }>(`select name from pilgrims order by similarity(name, 'Mansarovr') desc limit 1`);
    await restored.close();
    expect(rows.rows.map((row) => row.name)).toEqual(['Kailash Mansarovar']);
  }, 180_000);

  it('refuses to restore over a directory that holds data', async () => {
    const occupied = join(work, 'occupied');
    await mkdir(occupied);
    await writeFile(join(occupied, 'PG_VERSION'), '17');
    const answer = cli('restore', occupied, join(work, 'backup.tar.gz'));
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('is not empty');
  });
});

describe.runIf(process.env.API_TEST_DATABASE_URL)('db:backup and db:restore on PostgreSQL', () => {
  it('brings back a dropped table with pg_dump and pg_restore', async () => {
    const storage = await postgresStorage(process.env.API_TEST_DATABASE_URL!);
    const url = 'DATABASE_URL' in storage.env ? storage.env.DATABASE_URL : '';
    try {
      await sql(url, 'create table pilgrims (name text primary key)');
      await sql(url, `insert into pilgrims values ('Adi Kailash')`);
      const file = join(work, 'postgres.dump');
      expect(cli('backup', join(work, 'unused'), file, url).status).toBe(0);
      await sql(url, 'drop table pilgrims');
      const restore = cli('restore', join(work, 'unused'), file, url);
      expect(restore.status, restore.stderr).toBe(0);
      expect(await sql(url, 'select name from pilgrims')).toEqual(['Adi Kailash']);
    } finally {
      await storage.drop();
    }
  }, 60_000);
});
