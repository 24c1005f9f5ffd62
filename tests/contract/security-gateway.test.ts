/**
 * The gateway's defences of security issue 6 over real HTTP: each test replays a probe of the issue
 * (items 6, 8, 9, 10, 11, 12 and the client-IP protocol) and checks the answer and the upstream calls.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { menuCategories } from '../support/catalogue-scan.ts';
import { graphql } from '../support/graphql.ts';
import { dropGatewayCache } from '../support/response-cache.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const OTP_MUTATION = 'mutation { requestSignInOtp(input: { mobile: "9812345678", countryCode: "+91" }) { sent } }';

const post = (body: BodyInit, headers: Record<string, string>): Promise<Response> =>
  fetch(stack.gatewayUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) });

const postJson = (body: string, headers: Record<string, string> = {}) =>
  post(body, { 'content-type': 'application/json', accept: 'application/json', ...headers });

function accessControlHeaders(response: Response): string[] {
  const names: string[] = [];
  response.headers.forEach((_value, name) => {
    if (name.startsWith('access-control-')) names.push(name);
  });
  return names;
}

describe('request limits (issue 6 item 6)', () => {
  it('answers 413 to a 20 MB body', async () => {
    const response = await postJson(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(20_000_000) } }));
    expect(response.status).toBe(413);
  });

  it('answers 400 to variables nested 5,000 deep', async () => {
    const response = await postJson(`{"query":"{ __typename }","variables":{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}}`);
    expect(response.status).toBe(400);
  });

  it('answers 400 to a variable string of 20,000 characters', async () => {
    const query = 'query Search($query: String!) { search(query: $query) { totalCount } }';
    const response = await postJson(JSON.stringify({ query, variables: { query: 'k'.repeat(20_000) } }));
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON with 400 and no parser details', async () => {
    const response = await postJson('{"query": "{ __typename }",');
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toContain('originalError');
    expect(text).not.toMatch(/SyntaxError|position/);
  });
});

describe('arguments (items 8, 10, 11)', () => {
  it('answers emi(amount: 1e20) with BAD_USER_INPUT', async () => {
    const { data, errors } = await graphql(stack.gatewayUrl, '{ emi(amount: 1e20) { best { emi } } }');
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers a 101-character search with empty results and no upstream call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphql<{ search: { totalCount: number } }>(stack.gatewayUrl, 'query S($q: String!) { search(query: $q) { totalCount } }', {
        q: 'kailash '.repeat(13).slice(0, 101),
      }),
    );
    expect(result).toEqual({ data: { search: { totalCount: 0 } }, errors: undefined });
    expect(callsTo(calls, '/search')).toEqual([]);
  });

  it("answers a forged cursor with a client error that does not name the api's 'page'", async () => {
    const [category] = await menuCategories(stack);
    const after = Buffer.from('offset:999999999').toString('base64');
    const query = 'query C($slug: String!, $after: String) { category(slug: $slug) { packages(first: 12, after: $after) { totalCount } } }';
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphql(stack.gatewayUrl, query, { slug: category?.slug, after }),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result.errors)).not.toMatch(/page/i);
    expect(callsTo(calls, '/packages')).toEqual([]);
  });
});

describe('browsers on other sites (item 9)', () => {
  it('gives a foreign Origin no CORS allow headers, on a request or a preflight', async () => {
    const request = await postJson('{"query":"{ __typename }"}', { origin: 'https://evil.example' });
    const preflight = await fetch(stack.gatewayUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(accessControlHeaders(request)).toEqual([]);
    expect(accessControlHeaders(preflight)).toEqual([]);
  });

  it("allows the web's origin", async () => {
    const response = await postJson('{"query":"{ __typename }"}', { origin: 'http://localhost:3000' });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('refuses a form-encoded mutation without sending an OTP', async () => {
    const { result: response, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      post(new URLSearchParams({ query: OTP_MUTATION }), { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it('refuses a mutation over GET', async () => {
    const { result: response, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      fetch(`${stack.gatewayUrl}?query=${encodeURIComponent(OTP_MUTATION)}`),
    );
    expect(response.status).toBe(405);
    expect(calls).toEqual([]);
  });
});

describe('alias limit (item 12)', () => {
  it('refuses 100 __typename aliases', async () => {
    const aliases = Array.from({ length: 100 }, (_, index) => `t${index}: __typename`).join(' ');
    const response = await postJson(JSON.stringify({ query: `{ ${aliases} }` }));
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/aliases limit/i);
  });
});

describe('client IP sent to the api', () => {
  // The three cases ask the same visitor query: each must reach the api, not the response cache.
  beforeEach(() => dropGatewayCache(stack));
  const menuWith = (headers: Record<string, string>) =>
    countUpstreamCalls(stack.proxyUrl, () => graphql(stack.gatewayUrl, '{ menu { slug } }', {}, headers));

  it("forwards the caller's x-client-ip when the caller presents the gateway key", async () => {
    const { calls } = await menuWith({ 'x-client-ip': '198.51.100.7', 'x-proxy-key': stack.gatewayProxyKey });
    expect(calls.map(({ clientIp, proxyKey }) => ({ clientIp, proxyKey }))).toEqual([
      { clientIp: '198.51.100.7', proxyKey: stack.apiProxyKey },
    ]);
  });

  it('sends the TCP peer, not the header, without the key', async () => {
    const { calls } = await menuWith({ 'x-client-ip': '198.51.100.7' });
    expect(calls.map(({ clientIp, proxyKey }) => ({ clientIp, proxyKey }))).toEqual([
      { clientIp: '127.0.0.1', proxyKey: stack.apiProxyKey },
    ]);
  });

  it("never passes the caller's own x-proxy-key on", async () => {
    const { calls } = await menuWith({ 'x-client-ip': '198.51.100.7', 'x-proxy-key': stack.apiProxyKey });
    expect(calls.map(({ clientIp, proxyKey }) => ({ clientIp, proxyKey }))).toEqual([
      { clientIp: '127.0.0.1', proxyKey: stack.apiProxyKey },
    ]);
  });
});
