import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { collectionPackages, contentCategories, contentItems } from '../../db/schema/content.ts';
import { photoAlbums, photos, videos, webStories, webStorySlides } from '../../db/schema/content-media.ts';
import { notices, pages } from '../../db/schema/content-pages.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { isContentEmpty, seedContent } from './seed-content.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const TABLES = { contentCategories, contentItems, collectionPackages, webStories, webStorySlides, videos, photoAlbums, photos, pages, notices };

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seedContent', () => {
  it('is seeded with the catalogue, and a re-run gives the same rows (idempotent)', async () => {
    const before = await counts();
    for (const name of Object.keys(TABLES)) expect(before[name], name).toBeGreaterThan(0);
    await seedContent(database.db);
    await seedContent(database.db);
    expect(await counts()).toEqual(before);
  });

  it('fills a database whose content tables are empty (one migrated from before issue 11)', async () => {
    await database.db.execute(sql`truncate table ${pages}`);
    expect(await isContentEmpty(database.db)).toBe(true);
    await seedContent(database.db);
    expect(await isContentEmpty(database.db)).toBe(false);
  });
});
