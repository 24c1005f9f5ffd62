import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recentlyVisited } from '../db/schema/recently-visited.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { newUserToken, send, somePackageIds } from './test-helpers.ts';

const ctx = testAppPerFile();
const visit = (ids: string[], token?: string) =>
  send<{ _id: string }[]>(ctx.app, 'POST', '/package/recently-visit?page=1&limit=8', { ...(token ? { token } : {}), body: { packagesids: ids, source: 'web' } });
const idsOf = (answer: Awaited<ReturnType<typeof visit>>) => answer.body.data.map((card) => card._id);

async function storedRows(token: string): Promise<number> {
  const user = await send<{ _id: string }>(ctx.app, 'GET', '/user', { token });
  const [row] = await ctx.database.db.select({ rows: count() }).from(recentlyVisited).where(eq(recentlyVisited.userId, user.body.data._id));
  return row?.rows ?? 0;
}

describe('POST /package/recently-visit with a user token', () => {
  it('merges the given ids after the stored ones, oldest first, a revisited package moving to the end', async () => {
    const token = await newUserToken(ctx.app);
    const [a, b, c, d] = await somePackageIds(ctx.app, 4);
    expect(idsOf(await visit([a!, b!], token))).toEqual([a, b]);
    expect(idsOf(await visit([c!, a!], token)), 'another browser posts its own list').toEqual([b, c, a]);
    expect(idsOf(await visit([], token)), 'an empty post reads the stored list').toEqual([b, c, a]);
    expect(idsOf(await visit([d!, 'ffffffffffffffffffffffff'], token)), 'unknown ids are not stored').toEqual([b, c, a, d]);
  });

  it('keeps the 8 newest visits', async () => {
    const token = await newUserToken(ctx.app);
    const ids = await somePackageIds(ctx.app, 10);
    await visit(ids.slice(0, 5), token);
    expect(idsOf(await visit(ids.slice(5), token))).toEqual(ids.slice(2));
    expect(await storedRows(token)).toBe(8);
  });

  it("never shows a user another user's list, and the public token stores nothing", async () => {
    const [tokenA, tokenB] = [await newUserToken(ctx.app), await newUserToken(ctx.app)];
    const [a, b] = await somePackageIds(ctx.app, 2);
    await visit([a!], tokenA);
    await visit([b!]);
    expect(idsOf(await visit([], tokenB))).toEqual([]);
    expect(idsOf(await visit([], tokenA))).toEqual([a]);
  });

  it('leaves at most 8 rows after 20 concurrent posts', async () => {
    const token = await newUserToken(ctx.app);
    const ids = await somePackageIds(ctx.app, 12);
    const posts = Array.from({ length: 20 }, (_, n) => visit([ids[n % 12]!, ids[(n + 5) % 12]!, ids[(n + 7) % 12]!], token));
    expect((await Promise.all(posts)).map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await storedRows(token)).toBe(8);
    expect(idsOf(await visit([], token))).toHaveLength(8);
  });
});
