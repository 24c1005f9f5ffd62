import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packages } from '../db/schema/catalogue.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { addWish, newUserToken, send, somePackageIds } from './test-helpers.ts';

const ctx = testAppPerFile();
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

describe('wishlist routes', () => {
  it('adds, lists newest first with a total, answers the ids and deletes', async () => {
    const token = await newUserToken(ctx.app);
    const [a, b, c] = await somePackageIds(ctx.app, 3);
    for (const id of [a, b, c]) expect((await addWish(ctx.app, token, id!)).body.message).toBe('Added to wishlist');

    const ids = await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=package', { token });
    expect(ids.body.data).toEqual([c, b, a]);

    const page = await send<{ _id: string; slug: string }[]>(ctx.app, 'GET', '/package/get-wishlist?wishlisttype=package&page=1&limit=2', { token });
    expect(page.status).toBe(200);
    expect(page.body.data.map((card) => card._id)).toEqual([c, b]);
    expect(page.body.data[0]?.slug).toEqual(expect.any(String));
    expect(page.body.total).toBe(3);

    const removed = await send(ctx.app, 'DELETE', `/package/delete-wishlist/${b}?wishlisttype=package`, { token });
    expect(removed.body).toEqual({ status: 200, message: 'Removed from wishlist', data: [c, a] });
    const again = await send(ctx.app, 'DELETE', `/package/delete-wishlist/${b}?wishlisttype=package`, { token });
    expect(again.body, 'removing twice is harmless').toEqual({ status: 200, message: 'Removed from wishlist', data: [c, a] });
  });

  it('counts the whole list on every page: the last one, one past the end, and an empty list', async () => {
    const token = await newUserToken(ctx.app);
    const [a, b, c] = await somePackageIds(ctx.app, 3);
    for (const id of [a, b, c]) await addWish(ctx.app, token, id!);
    const page = async (n: number, as = token) => {
      const { body } = await send<{ _id: string }[]>(ctx.app, 'GET', `/package/get-wishlist?wishlisttype=package&page=${n}&limit=2`, { token: as });
      return { ids: body.data.map((card) => card._id), total: body.total };
    };
    expect(await page(2)).toEqual({ ids: [a], total: 3 });
    expect(await page(3)).toEqual({ ids: [], total: 3 });
    const empty = await newUserToken(ctx.app);
    expect(await page(1, empty)).toEqual({ ids: [], total: 0 });
    expect(await page(2, empty)).toEqual({ ids: [], total: 0 });
  });

  it('adds the caller\'s own profile to a page with include=viewer, and nothing without it', async () => {
    const token = await newUserToken(ctx.app);
    const other = await newUserToken(ctx.app);
    const [a] = await somePackageIds(ctx.app, 1);
    await addWish(ctx.app, token, a!);
    const profile = await send<{ _id: string }>(ctx.app, 'GET', '/user', { token });
    const path = '/package/get-wishlist?wishlisttype=package&page=1&limit=6';
    const page = await send<{ _id: string }[]>(ctx.app, 'GET', `${path}&include=viewer`, { token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, viewer: profile.body.data });
    expect(page.body.data.map((card) => card._id)).toEqual([a]);
    const plain = await send(ctx.app, 'GET', path, { token });
    expect(plain.body).not.toHaveProperty('viewer');
    const others = await send(ctx.app, 'GET', `${path}&include=viewer`, { token: other });
    expect(others.body).toMatchObject({ total: 0, data: [], viewer: { _id: expect.not.stringMatching(profile.body.data._id) } });
  });

  it('keeps one row when the same package is added twice, also by 20 concurrent adds', async () => {
    const token = await newUserToken(ctx.app);
    const [a, b] = await somePackageIds(ctx.app, 2);
    await addWish(ctx.app, token, a!);
    expect((await addWish(ctx.app, token, a!)).body.data).toEqual([a]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addWish(ctx.app, token, b!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=package', { token })).body.data).toEqual([b, a]);
  });

  it("never shows or deletes another user's wishlist", async () => {
    const [tokenA, tokenB] = [await newUserToken(ctx.app), await newUserToken(ctx.app)];
    const [a] = await somePackageIds(ctx.app, 1);
    await addWish(ctx.app, tokenA, a!);
    expect((await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=package', { token: tokenB })).body.data).toEqual([]);
    const byB = await send(ctx.app, 'DELETE', `/package/delete-wishlist/${a}?wishlisttype=package`, { token: tokenB });
    expect(byB.body.data, "B's delete answers B's own (empty) list").toEqual([]);
    expect((await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=package', { token: tokenA })).body.data).toEqual([a]);
  });

  it('answers 404 for an unknown package, 400 for a bad type and 401 for the public token', async () => {
    const token = await newUserToken(ctx.app);
    expect((await addWish(ctx.app, token, UNKNOWN_ID)).body).toEqual({ status: 404, message: 'Package not found' });
    const badType = await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=blog', { token });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain("'wishlisttype'");
    const visitor = await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=package');
    expect(visitor.body).toEqual({ status: 401, message: 'Please sign in to continue' });
    expect((await send(ctx.app, 'DELETE', `/package/delete-wishlist/${UNKNOWN_ID}?wishlisttype=package`)).status).toBe(401);
  });

  it('does not list or count a package withdrawn from sale, so pages and the count agree', async () => {
    const token = await newUserToken(ctx.app);
    const [a, b] = await somePackageIds(ctx.app, 2);
    for (const id of [a, b]) await addWish(ctx.app, token, id!);
    await ctx.database.db.update(packages).set({ status: false }).where(eq(packages.id, a!));
    try {
      expect((await send(ctx.app, 'GET', '/package/get-wishlistids?wishlisttype=package', { token })).body.data).toEqual([b]);
      const page = await send<{ _id: string }[]>(ctx.app, 'GET', '/package/get-wishlist?wishlisttype=package&page=1&limit=10', { token });
      expect({ ids: page.body.data.map((card) => card._id), total: page.body.total }).toEqual({ ids: [b], total: 1 });
    } finally {
      await ctx.database.db.update(packages).set({ status: true }).where(eq(packages.id, a!));
    }
  });
});
