/**
 * Trusted documents end to end at the gateway: the web's committed manifest (`@pilgrim/schema`) is what the
 * gateway serves by id. The suite's own gateway runs arbitrary documents too (the contract tests send texts);
 * this file starts a second one over the same api as production would run it: ids only.
 */
import { loadTypeDefs } from '@pilgrim/schema';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractStack } from '../support/stack-context.ts';
import { startGateway } from '../support/stack-processes.ts';
import { documentIdOf, documentSearch, webDocuments } from '../support/trusted-documents.ts';

const stack = contractStack();
const ACCEPT = 'application/graphql-response+json, application/json';

type Answer = { status: number; body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } };

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const getDocument = async (url: string, search: string) => answerOf(await fetch(`${url}?${search}`, { headers: { accept: ACCEPT } }));
const postBody = async (url: string, body: object) =>
  answerOf(await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT }, body: JSON.stringify(body) }));

describe("the web's trusted-documents manifest", () => {
  it('holds documents that all validate against the contract', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    expect(webDocuments.size).toBeGreaterThan(10);
    for (const [name, { text }] of webDocuments) expect(validate(schema, parse(text)), name).toEqual([]);
  });
});

describe('a production gateway (NODE_ENV=production, GATEWAY_ALLOW_ARBITRARY_DOCUMENTS unset): trusted documents only', () => {
  let gateway: { url: string; stop: () => Promise<void> };
  beforeAll(async () => {
    gateway = await startGateway(stack, { NODE_ENV: 'production' });
  }, 90_000);
  afterAll(async () => gateway?.stop());

  it('runs manifest queries named by id, by GET with variables and by POST', async () => {
    const home = await getDocument(gateway.url, documentSearch('HomePageQuery'));
    expect(home.status).toBe(200);
    expect(home.body.errors).toBeUndefined();
    expect(home.body.data).toMatchObject({ trending: expect.anything() });

    const search = await getDocument(gateway.url, documentSearch('SearchResultsQuery', { query: 'kailash' }));
    expect(search.body.data).toMatchObject({ search: { query: 'kailash', totalCount: expect.any(Number) } });
    expect((search.body.data as { search: { totalCount: number } }).search.totalCount).toBeGreaterThan(0);

    const posted = await postBody(gateway.url, { documentId: documentIdOf('ShellMenuQuery'), operationName: 'ShellMenuQuery', variables: {} });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({ menu: expect.any(Array) });
  });

  it('runs a manifest mutation by POST, and never by GET', async () => {
    const input = { mobile: '9800000001', countryCode: '+91' };
    const posted = await postBody(gateway.url, { documentId: documentIdOf('LoginPhoneStepRequestOtpMutation'), variables: { input } });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toHaveProperty('requestSignInOtp');
    const byGet = await fetch(`${gateway.url}?${documentSearch('LoginPhoneStepRequestOtpMutation', { input })}`, { headers: { accept: ACCEPT } });
    expect(byGet.status).toBe(405);
  });

  it('refuses an unknown id with 400 and says the id is unknown', async () => {
    const unknown = await getDocument(gateway.url, new URLSearchParams({ documentId: 'e'.repeat(64) }).toString());
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toBeUndefined();
    expect(unknown.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Unknown documentId/), extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });

  it('refuses a document text, even the text of a manifest document, with 400', async () => {
    for (const query of ['{ menu { slug } }', webDocuments.get('ShellMenuQuery')?.text ?? '']) {
      const refused = await postBody(gateway.url, { query });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Only trusted documents are served here/), extensions: { code: 'PERSISTED_QUERY_ONLY' } });
    }
  });

  it('offers no GraphiQL, which could only send texts', async () => {
    const page = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});

describe("the suite's gateway (GATEWAY_ALLOW_ARBITRARY_DOCUMENTS=1): texts run too, within the limits", () => {
  it('runs a document text and a manifest id alike', async () => {
    const text = await postBody(stack.gatewayUrl, { query: '{ menu { slug } }' });
    expect(text.body.data).toMatchObject({ menu: expect.any(Array) });
    const byId = await getDocument(stack.gatewayUrl, documentSearch('ShellMenuQuery'));
    expect(byId.body.data).toMatchObject({ menu: expect.any(Array) });
  });

  it('still refuses an unknown id, and a text past the armor limits', async () => {
    const unknown = await getDocument(stack.gatewayUrl, new URLSearchParams({ documentId: 'e'.repeat(64) }).toString());
    expect(unknown.status).toBe(400);
    const deep = `{ menu { ${'subCategories { '.repeat(12)}slug${' }'.repeat(12)} } }`;
    const refused = await postBody(stack.gatewayUrl, { query: deep });
    expect(refused.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('serves GraphiQL', async () => {
    const page = await fetch(stack.gatewayUrl, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').toContain('text/html');
  });
});
