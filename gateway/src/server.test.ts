import { createLogger } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createGateway } from './server.ts';
import { loadTrustedDocuments } from './trusted-documents/manifest.ts';
import { fakeCatalogueUpstream } from './testing/fake-catalogue.ts';
import { failure, fakeUpstream, ok } from './testing/fake-upstream.ts';
import { TEST_CONFIG, testGateway } from './testing/gateway.ts';
import { standardCatalogue } from './testing/standard-catalogue.ts';

describe('createGateway', () => {
  it('serves GraphiQL with its assets inline, loading nothing from another host', async () => {
    const { yoga } = testGateway(fakeUpstream(() => ok([])).fetch);
    const response = await yoga.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Pilgrim gateway');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)=["']?https?:/);
  });

  it('sends the public token upstream when the caller brings none', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    await testGateway(upstream.fetch).execute('{ menu { slug } }');
    expect(upstream.calls[0]?.authorization).toBe('Bearer public-test-token');
  });

  it('fetches the catalogue with the public token even for a signed-in caller', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    await testGateway(upstream.fetch).execute('{ menu { slug } }', {}, { authorization: 'Bearer user-42' });
    expect(upstream.calls[0]?.authorization).toBe('Bearer public-test-token');
  });

  it('answers UNAUTHENTICATED when the api refuses the token', async () => {
    const upstream = fakeUpstream(() => failure(401, 'Unauthorized'));
    const { errors } = await testGateway(upstream.fetch).execute('{ menu { slug } }', {}, { authorization: 'Bearer x' });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('masks contract drift as an unexpected error carrying the request id it was logged with', async () => {
    const upstream = fakeUpstream(() => ok([{ slug: 'missing-everything-else' }]));
    const { errors } = await testGateway(upstream.fetch).execute('{ menu { slug } }', {}, { 'x-request-id': 'trace-7' });
    expect(errors?.[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'trace-7' },
    });
    expect(JSON.stringify(errors)).not.toContain('contract');
    expect(upstream.calls[0]?.requestId).toBe('trace-7');
  });

  it('logs the masked error in full under its request id', async () => {
    const logged: unknown[][] = [];
    const logger = { ...createLogger('silent'), error: (...args: unknown[]) => void logged.push(args) };
    const upstream = fakeUpstream(() => ok([{ slug: 'missing-everything-else' }]));
    const yoga = createGateway({ config: TEST_CONFIG, fetch: upstream.fetch, logging: logger, retryDelayMs: 0 });
    await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-8' },
      body: JSON.stringify({ query: '{ menu { slug } }' }),
    });
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toContain('[trace-8] unexpected error at menu');
    expect(String(logged[0]?.[1])).toContain('/categorymenu breaks the REST contract');
  });

  it('echoes a request id on every response', async () => {
    const { yoga } = testGateway(fakeUpstream(() => undefined).fetch);
    const response = await yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the health check', async () => {
    const { yoga } = testGateway(fakeUpstream(() => undefined).fetch);
    expect((await yoga.fetch('http://gateway.test/health')).status).toBe(200);
  });

  it('serves GraphiQL with an example operation for every root field', async () => {
    const { yoga } = testGateway(fakeUpstream(() => undefined).fetch);
    const html = await (await yoga.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } })).text();
    for (const field of ['menu', 'category(', 'popularCategories', 'package(', 'trending', 'search(', 'emi(', 'packagePicker', 'node(']) {
      expect(html).toContain(field);
    }
  });

  it('refuses documents deeper than the armor allows', async () => {
    const upstream = fakeUpstream(() => undefined);
    const deep = `{ menu { ${'subCategories { '.repeat(12)}slug${' }'.repeat(12)} } }`;
    const { errors } = await testGateway(upstream.fetch).execute(deep);
    expect(errors?.[0]?.message).toMatch(/depth/i);
    expect(upstream.calls).toHaveLength(0);
  });

  it('counts the depth of fields, not of the fragment spreads around them', async () => {
    const upstream = fakeUpstream(() => undefined);
    const depthErrors = async (document: string) =>
      ((await testGateway(upstream.fetch).execute(document)).errors ?? []).map((error) => error.message).filter((message) => /depth/i.test(message));
    /** `menu`, `levels` nested `subCategories` and `slug`: inline, or each level in a fragment of its own (as Relay nests). */
    const inline = (levels: number) => `{ menu { ${'subCategories { '.repeat(levels)}slug${' }'.repeat(levels)} } }`;
    const throughFragments = (levels: number) =>
      `{ menu { ...F0 } } ${Array.from({ length: levels + 1 }, (_, index) => `fragment F${index} on Category { ${index < levels ? `subCategories { ...F${index + 1} }` : 'slug'} }`).join(' ')}`;
    // Twelve fields deep passes, thirteen is refused: the same verdict with or without fragments.
    expect(await depthErrors(inline(10))).toEqual([]);
    expect(await depthErrors(throughFragments(10))).toEqual([]);
    expect(await depthErrors(inline(11))).toHaveLength(1);
    expect(await depthErrors(throughFragments(11))).toHaveLength(1);
  });

  it("runs every document of the web's trusted-documents manifest within the armor's limits", async () => {
    const documents = loadTrustedDocuments();
    expect(documents.size).toBeGreaterThan(10);
    const gateway = testGateway(fakeUpstream(() => undefined).fetch);
    for (const [id, text] of documents) {
      const { errors = [] } = await gateway.execute(text);
      // Armor's refusals read 'Syntax Error: <what> limit of N exceeded…'; other errors (no upstream here) are expected.
      expect(errors.map((error) => error.message).filter((message) => /limit of \d+ exceeded/.test(message)), id).toEqual([]);
    }
  });

  it('refuses more aliases than the armor allows', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: emi(amount: 1000) { amount }`).join(' ');
    const { errors } = await testGateway(fakeUpstream(() => undefined).fetch).execute(`{ ${aliases} }`);
    expect(errors?.[0]?.message).toMatch(/aliases/i);
  });
});
