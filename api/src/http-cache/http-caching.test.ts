import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env.ts';
import { createAccount, signInByMobile } from '../test-support/accounts.ts';
import { createTestAppOver, TEST_TOKEN, testAppPerFile } from '../test-support/test-app.ts';
import { PUBLIC_CACHE_CONTROL, publicCacheControl } from './cache-control.ts';
import { httpCaching } from './http-caching.ts';

const ctx = testAppPerFile();

const get = (path: string, headers: Record<string, string> = {}, app = ctx.app) =>
  app.request(`/api/v1${path}`, { headers: { authorization: TEST_TOKEN, ...headers } });

describe('HTTP caching of public GETs', () => {
  it('answers a public GET with a strong ETag and public revalidation, and 304 with no body for the current tag', async () => {
    const first = await get('/package-data/kailash-mansarovar-yatra-overland-via-kathmandu');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);

    const revalidated = await get('/package-data/kailash-mansarovar-yatra-overland-via-kathmandu', { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);

    const stale = await get('/package-data/kailash-mansarovar-yatra-overland-via-kathmandu', { 'if-none-match': '"an-old-tag"' });
    expect(stale.status).toBe(200);
  });

  it('puts Cache-Control and the ETag on the route\'s own answer instead of rebuilding it around a stream of its body', async () => {
    const app = new Hono<AppEnv>();
    let routeAnswer: Response | undefined;
    app.use('*', httpCaching());
    app.use('*', async (c, next) => {
      await next();
      routeAnswer = c.res;
    });
    app.get('/x', (c) => c.json({ ok: true }));
    const answer = await app.request('/x');
    expect(answer).toBe(routeAnswer);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeTruthy();
  });

  it("keeps both headers, on a 200 and its 304, with @hono/node-server's lightweight Response as the global one (the running server's)", async () => {
    const globals = { Request: globalThis.Request, Response: globalThis.Response };
    // Node's own Response (fetch always answers with it): an earlier file of this worker that started the api with
    // serve() left the lightweight globals installed (files share globals), and getRequestListener keeps them.
    const nodeResponse = (await fetch('data:,')).constructor;
    getRequestListener(() => new Response(null), { overrideGlobalObjects: true });
    try {
      // A bare app: no earlier middleware builds the answer's headers before the route does.
      const app = new Hono<AppEnv>();
      app.use('*', async (c, next) => {
        c.set('principal', { kind: 'public' });
        await next();
      });
      app.use('*', httpCaching());
      app.get('/x', (c) => c.json({ ok: true }));
      const answer = await app.request('/x');
      expect(answer.constructor).toBe(globalThis.Response);
      expect(answer.constructor).not.toBe(nodeResponse);
      expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      const tag = answer.headers.get('etag');
      expect(tag).toMatch(/^"\w+"$/);
      const notModified = await app.request('/x', { headers: { 'if-none-match': tag ?? '' } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(notModified.headers.get('etag')).toBe(tag);
    } finally {
      for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value });
    }
  });

  it('lets shared caches (the gateway) keep a public answer fresh for 10 s; browsers and, with 0, everyone revalidate', async () => {
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=10');
    expect(publicCacheControl(0)).toBe('public, max-age=0, must-revalidate');
    const noSharing = createTestAppOver(ctx.database, { caching: { sharedMaxAgeSeconds: 0 } });
    const answer = await get('/package-data/kailash-mansarovar-yatra-overland-via-kathmandu', {}, noSharing.app);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('gives uncached public GETs (Zoom sessions, departures) an ETag too, equal for equal bodies', async () => {
    const one = await get('/zoommeeting/upcoming?limit=3');
    const two = await get('/zoommeeting/upcoming?limit=3');
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBeTruthy();
    expect(two.headers.get('etag')).toBe(one.headers.get('etag'));
    expect(one.headers.get('x-cache')).toBeNull();
  });

  it('serves a repeated public catalogue GET from memory with the same bytes and tag', async () => {
    const path = '/packages?category=kailash-mansarovar&limit=5';
    const miss = await get(path);
    const hit = await get(path);
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(await hit.text()).toBe(await miss.text());
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(hit.headers.get('x-total-count')).toBe(miss.headers.get('x-total-count'));
    expect(hit.headers.get('content-type')).toBe(miss.headers.get('content-type'));
  });

  it('never reads nor fills the cache for a user token, and answers user data no-store', async () => {
    const token = await signInByMobile(ctx.app, await createAccount(ctx.app, { confirmEmail: false }));
    const path = '/package/picker-list';
    const asUser = await get(path, { authorization: `Bearer ${token}` });
    expect(asUser.status).toBe(200);
    expect(asUser.headers.get('x-cache')).toBeNull();
    expect((await get(path)).headers.get('x-cache')).toBe('miss');
    expect((await get(path, { authorization: `Bearer ${token}` })).headers.get('x-cache')).toBeNull();

    const own = await get('/passenger/list', { authorization: `Bearer ${token}` });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const refused = await get('/passenger/list');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('answers errors and the open health route no-store, and caches no error', async () => {
    const missing = await get('/package-data/no-such-package');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await get('/package-data/no-such-package')).headers.get('x-cache')).toBeNull();
    expect((await ctx.app.request('/api/v1/health')).headers.get('cache-control')).toBe('no-store');
  });

  it('with API_CACHE=off keeps ETags and 304s but nothing in memory', async () => {
    const uncached = createTestAppOver(ctx.database, { caching: { cache: null } });
    const first = await get('/categorymenu', {}, uncached.app);
    const second = await get('/categorymenu', { 'if-none-match': first.headers.get('etag') ?? '' }, uncached.app);
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.status).toBe(304);
  });
});
