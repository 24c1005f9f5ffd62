import { afterEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from './gatewayClient';

const clientHeaders = { 'x-client-ip': '203.0.113.7', 'x-proxy-key': 'proxy-key' };
const refused = JSON.stringify({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] });
const answered = JSON.stringify({ data: { menu: [] } });
const post = { method: 'POST', body: '{"documentId":"abc","operationName":"M","variables":{}}' } as const;

function gatewayAnswering(...bodies: string[]) {
  const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => new Response(bodies.shift() ?? answered, { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchSpy);
  return (call: number) => new Headers(fetchSpy.mock.calls[call]?.[1].headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('callGateway', () => {
  it('sends the client headers, a request id and the token to GATEWAY_URL within a timeout', async () => {
    vi.stubEnv('GATEWAY_URL', 'http://gateway.test/graphql');
    const sent = gatewayAnswering(answered);
    const answer = await callGateway(post, { clientHeaders, authorization: 'Bearer t' });
    expect(answer).toEqual({ status: 200, contentType: 'application/json', body: answered });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('http://gateway.test/graphql');
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(sent(0).get('x-client-ip')).toBe('203.0.113.7');
    expect(sent(0).get('x-proxy-key')).toBe('proxy-key');
    expect(sent(0).get('authorization')).toBe('Bearer t');
    expect(sent(0).get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes on the browser request id and accept header', async () => {
    const sent = gatewayAnswering(answered);
    await callGateway(post, { clientHeaders, requestId: 'req-1', accept: 'application/json' });
    expect(sent(0).get('x-request-id')).toBe('req-1');
    expect(sent(0).get('accept')).toBe('application/json');
  });

  it('sends a visitor call without any authorization', async () => {
    const sent = gatewayAnswering(answered);
    await callGateway(post, { clientHeaders });
    expect(sent(0).has('authorization')).toBe(false);
  });

  it('repeats the call as a visitor, with the same client headers, when the gateway refuses the token', async () => {
    const sent = gatewayAnswering(refused, answered);
    const answer = await callGateway(post, { clientHeaders, authorization: 'Bearer revoked' });
    expect(answer.body).toBe(answered);
    expect(sent(1).has('authorization')).toBe(false);
    expect(sent(1).get('x-client-ip')).toBe('203.0.113.7');
  });

  it('reports the refusal instead when asked to (next-auth checking a token)', async () => {
    gatewayAnswering(refused, answered);
    const answer = await callGateway(post, { clientHeaders, authorization: 'Bearer revoked', onTokenRefused: 'report' });
    expect(answer.body).toBe(refused);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a query as a GET of its query string, without a body or content type', async () => {
    vi.stubEnv('GATEWAY_URL', 'http://gateway.test/graphql');
    const sent = gatewayAnswering(answered);
    await callGateway({ method: 'GET', search: 'documentId=abc&operationName=Q&variables=%7B%7D' }, { clientHeaders });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('http://gateway.test/graphql?documentId=abc&operationName=Q&variables=%7B%7D');
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(sent(0).has('content-type')).toBe(false);
  });

  it('sends a mutation as a JSON POST', async () => {
    const sent = gatewayAnswering(answered);
    await callGateway(post, { clientHeaders });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: post.body });
    expect(sent(0).get('content-type')).toBe('application/json');
  });
});
