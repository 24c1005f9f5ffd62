import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { prepareDatabase } from '../startup.ts';
import { adminQuery, databaseUrl } from '../test-support/postgres-admin.ts';
import { IN_MEMORY } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';

const serverUrl = process.env.API_TEST_DATABASE_URL;

const admin = (statement: string) => adminQuery(serverUrl!, statement);

// PostgreSQL only: PGlite belongs to one process, so two apis never share one.
describe.skipIf(!serverUrl)('two apis starting together on one fresh PostgreSQL database', () => {
  it('both become ready, the migrations and the seed applied once (the startup advisory lock)', { timeout: 120_000 }, async () => {
    const name = `api_test_lock_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = databaseUrl(serverUrl!, name);
    const logs: string[][] = [[], []];
    const started = await Promise.allSettled(
      logs.map((lines) => prepareDatabase({ databaseUrl: url, dataDir: IN_MEMORY, seedDemoAccounts: true }, (line) => lines.push(line))),
    );
    const [first, second] = started.map((start) => (start.status === 'fulfilled' ? start.value : undefined));
    try {
      expect(started.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled']);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = (await first!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
      expect(logs.flat().filter((line) => line.startsWith('seeded ')), 'one instance seeded, the other found the seed').toHaveLength(1);
      for (const database of [first!, second!]) {
        const ready = await createApp({ db: database.db, publicToken: 'lock-test-token' }).request('/api/v1/health/ready');
        expect(ready.status).toBe(200);
      }
    } finally {
      await Promise.all([first?.close(), second?.close()]);
      await admin(`drop database if exists ${name}`);
    }
  });
});
