import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.ts';
import type { Database, Db } from './client.ts';
import { independentReads } from './independent-reads.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A read that records when it started and ended, around a real query. */
function recordedRead(db: Db, name: string, events: string[]) {
  return async () => {
    events.push(`start ${name}`);
    // Both drivers answer `rows` (node-postgres' QueryResult, PGlite's Results).
    const result = (await db.execute(sql`select ${name}::text as name, pg_sleep(0.02)`)) as unknown as { rows: { name: string }[] };
    const [row] = result.rows;
    events.push(`end ${name}`);
    return row?.name;
  };
}

describe('independent reads', () => {
  it('start together on the pool and answer in order', async () => {
    const events: string[] = [];
    const { db } = database;
    expect(await independentReads(db, [recordedRead(db, 'a', events), recordedRead(db, 'b', events)])).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('run one after the other inside a transaction (its one connection runs one query at a time)', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction((tx) => independentReads(tx, [recordedRead(tx, 'a', events), recordedRead(tx, 'b', events), recordedRead(tx, 'c', events)]));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
