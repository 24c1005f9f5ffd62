import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../observability/logger.ts';
import { createGatewayMetrics } from '../observability/metrics.ts';
import { createGatewayServer } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { objectId } from '../testing/fixtures.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { INVALIDATE_PATH } from './invalidate-endpoint.ts';

const PAGE = 'query Page($slug: String!) { package(slug: $slug) { id title price { label } } }';
const PAGE_ID = createHash('sha256').update(PAGE).digest('hex');
const SECRET = 'a-test-invalidation-secret';
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A gateway served by `node:http` on a loopback port, as `main.ts` serves it, over a fake upstream. */
async function serve(anonymousPerMinute = 1_000) {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const metrics = createGatewayMetrics();
  const { listener } = createGatewayServer({
    config: { ...TEST_CONFIG, responseCache: true, cacheInvalidationSecret: SECRET, requestRate: { anonymousPerMinute, userPerMinute: 1_000 } },
    fetch: upstream.fetch,
    logging: createJsonLogger('info', sink),
    metrics,
    retryDelayMs: 0,
    trustedDocuments: new Map([[PAGE_ID, PAGE]]),
  });
  const server = createServer(listener).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (slug: string, headers: Record<string, string> = {}, body = JSON.stringify({ documentId: PAGE_ID, variables: { slug } })) =>
    fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body,
    });
  const get = (slug: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/graphql?${new URLSearchParams({ documentId: PAGE_ID, variables: JSON.stringify({ slug }) })}`, { headers: { accept: 'application/graphql-response+json', ...headers } });
  const nodeAnswers = async () => (await metrics.nodeAnswers.get()).values[0]?.value ?? 0;
  const pageCalls = (slug: string) => upstream.calls.filter((call) => call.url.pathname === `/api/v1/package-data/${slug}`).length;
  const notify = (tags: string[]) =>
    fetch(`${origin}${INVALIDATE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` }, body: JSON.stringify({ tags }) });
  return { post, get, nodeAnswers, pageCalls, notify, lines, metrics };
}

const snapshot = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  headers: Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date')),
});

describe('the response cache fast path in Node', () => {
  it("answers a visitor's repeated POST before the Fetch API adapter, with the bytes and headers of Yoga's answer", async () => {
    const { post, nodeAnswers, pageCalls } = await serve();
    const executed = await snapshot(await post('package-4')); // its body read in Node, handed on to Yoga: runs, stored
    const fromYoga = await snapshot(await post('package-4')); // Yoga's fast path renders the stored answer once
    expect(await nodeAnswers()).toBe(0);
    const fromNode = await snapshot(await post('package-4'));
    expect(await nodeAnswers()).toBe(1);
    expect(fromNode).toEqual(fromYoga);
    expect(fromNode).toEqual(executed);
    expect(JSON.parse(fromNode.body)).toMatchObject({ data: { package: { title: 'Package 4' } } });
    expect(pageCalls('package-4')).toBe(1);
  });

  it("answers persisted GETs the same way, echoing the caller's request id, with its access line and metrics", async () => {
    const { get, nodeAnswers, lines, metrics } = await serve();
    await get('package-5');
    await get('package-5');
    const answer = await get('package-5', { 'x-request-id': 'node-fast-1' });
    expect(await nodeAnswers()).toBe(1);
    expect(answer.headers.get('x-request-id')).toBe('node-fast-1');
    expect(answer.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await answer.json()).toMatchObject({ data: { package: { title: 'Package 5' } } });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: 'node-fast-1', method: 'GET', path: '/graphql', operation: 'none', status: 200 }));
    const durations = (await metrics.requests.get()).values.find((value) => value.metricName?.endsWith('_count') && value.labels.operation === 'none');
    expect(durations?.value).toBe(2); // the two answers without an execution: Yoga's fast path and Node's
    expect((await get('package-5')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts every answer against the rate once, and refuses a request over it with the 429 Yoga gives', async () => {
    const { post, nodeAnswers } = await serve(4);
    for (let request = 1; request <= 4; request += 1) expect((await post('package-6')).status).toBe(200);
    expect(await nodeAnswers()).toBe(2);
    const refused = await post('package-6');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    expect(await nodeAnswers()).toBe(2);
  });

  it('leaves to Yoga a user token, If-None-Match and a browser Origin (whose answer carries CORS headers)', async () => {
    const { post, nodeAnswers, pageCalls } = await serve();
    await post('package-7');
    await post('package-7');
    await post('package-7', { authorization: 'Bearer some-user-token' });
    await post('package-7', { 'if-none-match': '"anything"' });
    const withOrigin = await post('package-7', { origin: 'http://localhost:3000' });
    expect(withOrigin.status).toBe(200);
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await nodeAnswers()).toBe(0);
    expect(pageCalls('package-7')).toBe(3);
  });

  it('stops answering an answer a change notice dropped, and answers again once the refill is rendered', async () => {
    const { get, nodeAnswers, pageCalls, notify } = await serve();
    for (let request = 0; request < 3; request += 1) await get('package-9');
    expect(await nodeAnswers()).toBe(1);
    expect((await notify([`package:${objectId('a', 9)}`])).status).toBe(204);
    expect(await (await get('package-9')).json()).toMatchObject({ data: { package: { title: 'Package 9' } } });
    expect(pageCalls('package-9')).toBe(2);
    await get('package-9');
    await get('package-9');
    expect(await nodeAnswers()).toBe(2);
    expect(pageCalls('package-9')).toBe(2);
  });

  it('hands a body it read on to Yoga intact: tens of kilobytes in several chunks, characters of several bytes', async () => {
    const { post } = await serve();
    const slug = 'गंगोत्री-यमुनोत्री';
    const body = `{"documentId":"${PAGE_ID}",${' '.repeat(60_000)}"variables":{"slug":"${slug}"}}`;
    for (let request = 0; request < 3; request += 1) {
      const answer = await post(slug, {}, body);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: { package: null } });
    }
  });

  it('keys the exact headers: ones with spaces never reach the answer stored for other headers', async () => {
    const { post, nodeAnswers } = await serve();
    const stored = { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' };
    for (let request = 0; request < 3; request += 1) expect((await post('package-8', stored)).status).toBe(200);
    expect(await nodeAnswers()).toBe(1);
    const shifted = await post('package-8', { accept: 'application/graphql-response+json,', 'content-type': 'application/json application/json' });
    expect(shifted.status).toBe(415);
    expect(await nodeAnswers()).toBe(1);
  });
});
