import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test-support/test-app.ts';
import { newUserToken, send, somePackageIds } from './test-helpers.ts';

const ctx = testAppPerFile();
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const visit = (ids: string[], token?: string, query = 'page=1&limit=8') =>
  send<{ _id: string }[]>(ctx.app, 'POST', `/package/recently-visit?${query}`, { ...(token ? { token } : {}), body: { packagesids: ids, source: 'web' } });

describe('POST /package/recently-visit', () => {
  it('answers the packages in the order given, skipping unknown ids, for visitors and users alike', async () => {
    const [a, b, c] = await somePackageIds(ctx.app, 3);
    const ids = [c!, UNKNOWN_ID, a!, b!];
    const asVisitor = await visit(ids);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body.data.map((card) => card._id)).toEqual([c, a, b]);
    expect(asVisitor.body.total).toBe(3);
    const asUser = await visit(ids, await newUserToken(ctx.app));
    expect(asUser.body.data.map((card) => card._id)).toEqual([c, a, b]);
  });

  it('answers at most 8 and refuses a larger limit', async () => {
    const ids = await somePackageIds(ctx.app, 10);
    const answer = await visit(ids);
    expect(answer.body.data.map((card) => card._id)).toEqual(ids.slice(0, 8));
    expect((await visit(ids, undefined, 'page=2&limit=8')).body.data.map((card) => card._id)).toEqual(ids.slice(8));
    expect((await visit(ids, undefined, 'page=1&limit=9')).status).toBe(400);
  });
});
