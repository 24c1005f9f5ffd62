import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { GatewayLogger } from '../../observability/logger.ts';
import { fakeUpstream, type FakeReply } from '../../testing/fake-upstream.ts';
import { RestClient, type FetchFunction } from '../http.ts';
import { createUpstreamCache, type UpstreamCache } from '../upstream-cache.ts';

const silent: GatewayLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** One request's client: every request makes its own, the upstream cache is the process's. */
const clientOf = (fetch: FetchFunction, upstreamCache: UpstreamCache | null) =>
  new RestClient({
    baseUrl: 'http://api.test/api/v1',
    authorization: 'Bearer public',
    publicAuthorization: 'Bearer public',
    timeoutMs: 1000,
    fetch,
    requestId: 'req-1',
    clientIp: null,
    apiProxyKey: 'api-key',
    logger: silent,
    retryDelayMs: 0,
    upstreamCache,
  });

/** A route schema that counts its zod passes. */
function countedSchema() {
  const counted = { passes: 0 };
  const schema = z.object({ title: z.string(), tags: z.array(z.string()) }).refine(() => {
    counted.passes += 1;
    return true;
  });
  return { counted, schema };
}

/** The api's answer with an ETag (304 to a matching If-None-Match), fresh for shared caches for 10 s. */
function versionedUpstream() {
  const current = { version: 1 };
  const upstream = fakeUpstream((_url, call): FakeReply => {
    const etag = `"v${current.version}"`;
    const headers = { etag, 'cache-control': 'public, max-age=0, s-maxage=10' };
    if (call.headers.get('if-none-match') === etag) return { status: 304, headers };
    return { status: 200, headers, body: { status: 200, message: 'OK', data: { title: `version ${current.version}`, tags: ['a'] } } };
  });
  return { ...upstream, current };
}

afterEach(() => vi.useRealTimers());

describe('validating stored upstream answers', () => {
  it('runs zod once per stored answer: later requests get the same value without another pass', async () => {
    const upstream = versionedUpstream();
    const cache = createUpstreamCache(10);
    const { counted, schema } = countedSchema();
    const first = await clientOf(upstream.fetch, cache).getData('/detail', {}, schema);
    const second = await clientOf(upstream.fetch, cache).getData('/detail', {}, schema);
    const third = await clientOf(upstream.fetch, cache).getData('/detail', {}, schema);
    expect(upstream.calls).toHaveLength(1);
    expect(counted.passes).toBe(1);
    expect(second).toBe(first);
    expect(third).toEqual({ title: 'version 1', tags: ['a'] });
  });

  it('keeps the value through a 304, and validates a new body the api sends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T08:00:00Z') });
    const upstream = versionedUpstream();
    const fetch = upstream.fetch;
    const cache = createUpstreamCache(10);
    const { counted, schema } = countedSchema();
    await clientOf(fetch, cache).getData('/detail', {}, schema);
    vi.advanceTimersByTime(11_000);
    expect(await clientOf(fetch, cache).getData('/detail', {}, schema)).toEqual({ title: 'version 1', tags: ['a'] });
    expect(counted.passes, 'a 304 answers the same body: no pass').toBe(1);
    vi.advanceTimersByTime(11_000);
    upstream.current.version = 2;
    expect(await clientOf(fetch, cache).getData('/detail', {}, schema)).toEqual({ title: 'version 2', tags: ['a'] });
    await clientOf(fetch, cache).getData('/detail', {}, schema);
    expect(counted.passes, 'the new body once').toBe(2);
    expect(upstream.calls.map((call) => call.headers.get('if-none-match'))).toEqual([null, '"v1"', '"v1"']);
  });

  it('validates every body the cache does not keep', async () => {
    const upstream = versionedUpstream();
    const { counted, schema } = countedSchema();
    await clientOf(upstream.fetch, null).getData('/detail', {}, schema);
    await clientOf(upstream.fetch, null).getData('/detail', {}, schema);
    expect(counted.passes).toBe(2);
  });

  it('hands out a frozen value outside production, so a resolver cannot change what other requests read', async () => {
    const cache = createUpstreamCache(10);
    const { schema } = countedSchema();
    const value = await clientOf(versionedUpstream().fetch, cache).getData('/detail', {}, schema);
    expect(() => value!.tags.push('b')).toThrow(TypeError);
    expect(() => Object.assign(value!, { title: 'changed' })).toThrow(TypeError);
    expect(await clientOf(versionedUpstream().fetch, cache).getData('/detail', {}, schema)).toEqual({ title: 'version 1', tags: ['a'] });
  });
});
