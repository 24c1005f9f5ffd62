import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { objectId } from '../testing/fixtures.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { INVALIDATE_PATH } from './invalidate-endpoint.ts';

const PAGE = 'query Page($slug: String!) { package(slug: $slug) { id title price { label } } }';
const PAGE_ID = createHash('sha256').update(PAGE).digest('hex');
const SECRET = 'a-test-invalidation-secret';

/** The manifest, counting its look-ups: a request answered before Yoga's parameters never looks its document up. */
class CountingDocuments extends Map<string, string> {
  lookups = 0;
  override get(id: string): string | undefined {
    this.lookups += 1;
    return super.get(id);
  }
}

function setUp(allowArbitraryDocuments = false) {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  const documents = new CountingDocuments([[PAGE_ID, PAGE]]);
  const yoga = createGateway({
    config: { ...TEST_CONFIG, responseCache: true, allowArbitraryDocuments, cacheInvalidationSecret: SECRET },
    fetch: upstream.fetch,
    logging: false,
    retryDelayMs: 0,
    trustedDocuments: documents,
  });
  const body = (slug: string) => JSON.stringify({ documentId: PAGE_ID, variables: { slug } });
  const post = (slug: string, headers: Record<string, string> = {}, text = body(slug)) =>
    yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers },
      body: text,
    });
  const get = (slug: string) =>
    yoga.fetch(`http://gateway.test/graphql?${new URLSearchParams({ documentId: PAGE_ID, variables: JSON.stringify({ slug }) })}`, { headers: { accept: 'application/graphql-response+json' } });
  const pageCalls = (slug: string) => upstream.calls.filter((call) => call.url.pathname === `/api/v1/package-data/${slug}`).length;
  const notify = (tags: string[]) =>
    yoga.fetch(`http://gateway.test${INVALIDATE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` }, body: JSON.stringify({ tags }) });
  return { documents, post, get, pageCalls, notify };
}

const snapshot = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  headers: Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value]).filter(([name]) => name !== 'x-request-id')),
});

describe('the response cache fast path', () => {
  it('answers a repeated visitor request before Yoga reads its parameters, with the bytes and headers the stored answer had', async () => {
    const { documents, post, pageCalls } = setUp();
    const miss = await snapshot(await post('package-4')); // runs the whole way, stores the answer and its route
    const lookups = documents.lookups;
    const fastHit = await snapshot(await post('package-4', { 'x-request-id': 'fast-1' }));
    expect(fastHit).toEqual(miss);
    expect(fastHit.headers.etag).toMatch(/^[0-9a-f]{64}$/);
    expect(documents.lookups).toBe(lookups);
    expect(pageCalls('package-4')).toBe(1);
  });

  it("echoes the caller's request id on an early answer, and serves persisted GETs the same way", async () => {
    const { documents, post, get } = setUp();
    await post('package-5');
    expect((await post('package-5', { 'x-request-id': 'caller-id-1' })).headers.get('x-request-id')).toBe('caller-id-1');
    await get('package-5');
    await get('package-5');
    const lookups = documents.lookups;
    const answer = await get('package-5');
    expect(answer.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await answer.json()).toMatchObject({ data: { package: { title: 'Package 5' } } });
    expect(documents.lookups).toBe(lookups);
  });

  it('still refuses a document text where only trusted documents run, however often the same document ran by id', async () => {
    const { post } = setUp(false);
    const text = JSON.stringify({ query: PAGE, variables: { slug: 'package-6' } });
    for (let round = 0; round < 3; round += 1) {
      expect((await post('package-6')).status).toBe(200);
      expect((await post('package-6', {}, text)).status).toBe(400);
    }
  });

  it('never answers a request carrying a user token, nor one with If-None-Match', async () => {
    const { post, pageCalls } = setUp();
    await post('package-7');
    await post('package-7');
    await post('package-7', { authorization: 'Bearer some-user-token' });
    await post('package-7', { 'if-none-match': '"anything"' });
    expect(pageCalls('package-7')).toBe(3);
  });

  it('goes upstream again after a change notice drops the answer, then answers early from the refill', async () => {
    const { post, pageCalls, notify } = setUp();
    await post('package-9');
    await post('package-9');
    expect((await notify([`package:${objectId('a', 9)}`])).status).toBe(204);
    const refilled = await post('package-9');
    expect(await refilled.json()).toMatchObject({ data: { package: { title: 'Package 9' } } });
    await post('package-9');
    expect(pageCalls('package-9')).toBe(2);
    expect((await notify(['catalogue'])).status).toBe(204);
    await post('package-9');
    expect(pageCalls('package-9')).toBe(3);
  });
});
