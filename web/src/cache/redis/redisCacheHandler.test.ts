import type { Redis } from 'ioredis';
import type { GetIncrementalFetchCacheContext, GetIncrementalResponseCacheHandlerContext, IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../redis/redisClient.ts';
import { deleteTestKeys, redisTestUrl, testKeyPrefix } from '../../redis/redisTestUrl.ts';
import { entryKey } from './entryKeys.ts';
import { localCopies } from './localCopies.ts';
import { scriptHashPolicy } from '../script-policy/scriptHashes.ts';
import { RedisCacheHandler } from './redisCacheHandler.ts';

const url = redisTestUrl();

/** A rendered page as Next stores it: HTML, RSC payload and segments as bytes, its tags in a header. */
function page(html: string, tags: string[]): IncrementalCacheValue {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { 'x-next-cache-tags': tags.join(',') },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  } as unknown as IncrementalCacheValue;
}

const pageRead = { kind: 'APP_PAGE', isFallback: false } as GetIncrementalResponseCacheHandlerContext;
const pageWrite = { cacheControl: { revalidate: 600, expire: undefined } };
const dataRead = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout'] }) as GetIncrementalFetchCacheContext;

describe.runIf(url)('the Redis page cache handler (two web processes on one Redis)', () => {
  const prefix = testKeyPrefix();
  const clients: Redis[] = [];
  let clock = 1_700_000_000_000;
  const now = () => ++clock;
  /** A web process's view: its own client, local copies and handler, one build. */
  async function webProcess(buildId = 'build-1'): Promise<RedisCacheHandler> {
    const client = await connectRedis(url as string, { keyPrefix: prefix });
    clients.push(client);
    return new RedisCacheHandler(Promise.resolve({ client, buildId }), now, localCopies(10 * 1024 * 1024));
  }
  let webA: RedisCacheHandler;
  let webB: RedisCacheHandler;

  beforeAll(async () => {
    [webA, webB] = [await webProcess(), await webProcess()];
  });

  afterAll(async () => {
    if (clients[0]) await deleteTestKeys(clients[0]);
    for (const client of clients) client.disconnect();
  });

  it("stores a page with its script policy, which the other process's answers then carry", async () => {
    const html = '<h1>Yatra</h1><script>self.__next_f.push([1,"x"])</script>';
    await webA.set('/kailash/with-scripts', page(html, ['catalogue']), pageWrite);
    const headers = (await webB.get('/kailash/with-scripts', pageRead))?.value as unknown as { headers: Record<string, string> };
    expect(headers.headers).toEqual({ 'x-next-cache-tags': 'catalogue', 'content-security-policy': scriptHashPolicy(html) });
    expect(headers.headers['content-security-policy']).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'$/);
  });

  it('serves a page one process rendered to the other, bytes, segments and lifetime intact', async () => {
    await webA.set('/kailash/yatra', page('<h1>Yatra ₹1,00,000</h1>', ['catalogue', 'package:p1']), pageWrite);
    const entry = await webB.get('/kailash/yatra', pageRead);
    const value = entry?.value as unknown as { html: string; rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(value.html).toBe('<h1>Yatra ₹1,00,000</h1>');
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc of <h1>Yatra ₹1,00,000</h1>');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(entry?.cacheControl).toEqual({ revalidate: 600, expire: undefined });
    expect(await webB.get('/never-rendered', pageRead)).toBeNull();
  });

  it('drops on every process the pages of a tag revalidated on one, and only those', async () => {
    await webA.set('/a/one', page('one', ['catalogue', 'package:p2']), pageWrite);
    await webA.set('/a/two', page('two', ['catalogue', 'package:p3']), pageWrite);
    await webB.revalidateTag(['package:p2'], { expire: 0 });
    expect(await webA.get('/a/one', pageRead)).toBeNull();
    expect((await webA.get('/a/two', pageRead))?.value).toMatchObject({ html: 'two' });
    await webA.set('/a/one', page('one, rendered again', ['catalogue', 'package:p2']), pageWrite);
    expect((await webB.get('/a/one', pageRead))?.value).toMatchObject({ html: 'one, rendered again' });
  });

  it('serves its local copy while Redis holds that version, and the newer one another process wrote', async () => {
    await webA.set('/c/page', page('first', ['package:p6']), pageWrite);
    expect((await webB.get('/c/page', pageRead))?.value).toMatchObject({ html: 'first' });
    // The bytes gone from Redis, the version still there: B answers from its copy.
    await clients[0]?.del(entryKey('build-1', '/c/page'));
    expect((await webB.get('/c/page', pageRead))?.value).toMatchObject({ html: 'first' });
    await webA.set('/c/page', page('second', ['package:p6']), pageWrite);
    expect((await webB.get('/c/page', pageRead))?.value).toMatchObject({ html: 'second' });
    await webA.revalidateTag('package:p6', { expire: 0 });
    expect(await webB.get('/c/page', pageRead)).toBeNull();
  });

  it('drops tagged data entries (unstable_cache) by their own tags or the page tags they are read with', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: 'null', url: '', status: 200 }, revalidate: 600 } as unknown as IncrementalCacheValue;
    await webA.set('tags-entry', data, { fetchCache: true, tags: ['package:p4'] });
    expect(await webB.get('tags-entry', dataRead(['package:p4']))).not.toBeNull();
    await webB.revalidateTag('_N_T_/layout');
    expect(await webA.get('tags-entry', dataRead(['package:p4']))).toBeNull();
  });

  it('keeps builds apart, while a revalidated tag reaches the pages of every build', async () => {
    const nextBuild = await webProcess('build-2');
    await webA.set('/b/page', page('old build', ['package:p5']), pageWrite);
    expect(await nextBuild.get('/b/page', pageRead)).toBeNull();
    await nextBuild.set('/b/page', page('new build', ['package:p5']), pageWrite);
    await nextBuild.revalidateTag(['package:p5'], { expire: 0 });
    expect(await webA.get('/b/page', pageRead)).toBeNull();
    expect(await nextBuild.get('/b/page', pageRead)).toBeNull();
  });
});

describe('the Redis page cache handler while Redis is unreachable', () => {
  it('misses on reads (the page renders) and fails a tag revalidation (the notice is sent again)', async () => {
    const client = await connectRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    const handler = new RedisCacheHandler(Promise.resolve({ client, buildId: 'b' }));
    expect(await handler.get('/x', pageRead)).toBeNull();
    await expect(handler.revalidateTag(['catalogue'])).rejects.toThrow();
    client.disconnect();
  });
});
