import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamContractError } from '../errors.ts';
import type { GatewayLogger } from '../observability/logger.ts';
import { failure, fakeUpstream, ok, type FakeHandler } from '../testing/fake-upstream.ts';
import { RestClient, type FetchFunction } from './http.ts';

const silent: GatewayLogger = { debug() {}, info() {}, warn() {}, error() {} };

const clientOver = (fetch: FetchFunction, timeoutMs = 1000) =>
  new RestClient({
    baseUrl: 'http://api.test/api/v1',
    authorization: 'Bearer token',
    publicAuthorization: 'Bearer public',
    timeoutMs,
    fetch,
    requestId: 'req-1',
    clientIp: '203.0.113.9',
    apiProxyKey: 'api-key',
    logger: silent,
    retryDelayMs: 0,
  });

const names = z.array(z.string());

/** Answers the replies in order, one per call. */
const sequence = (...replies: (ReturnType<FakeHandler> | Error)[]): FakeHandler => {
  let call = 0;
  return () => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    if (reply instanceof Error) throw reply;
    return reply;
  };
};

async function errorCode(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
}

describe('RestClient', () => {
  it('sends public GETs with the public token and the request id, and validates the envelope', async () => {
    const upstream = fakeUpstream(() => ok(['a', 'b']));
    await expect(clientOver(upstream.fetch).getData('/names', {}, names)).resolves.toEqual(['a', 'b']);
    expect(upstream.calls[0]).toMatchObject({ authorization: 'Bearer public', requestId: 'req-1' });
  });

  it('maps 404 to null', async () => {
    const upstream = fakeUpstream(() => failure(404, 'Not found'));
    await expect(clientOver(upstream.fetch).getData('/names', {}, names)).resolves.toBeNull();
  });

  it('maps 401 to UNAUTHENTICATED without retrying', async () => {
    const upstream = fakeUpstream(() => failure(401, 'Unauthorized'));
    expect(await errorCode(clientOver(upstream.fetch).getData('/names', {}, names))).toBe('UNAUTHENTICATED');
    expect(upstream.calls).toHaveLength(1);
  });

  it("maps 400 to BAD_USER_INPUT without the api's message, which names REST parameters", async () => {
    const upstream = fakeUpstream(() => failure(400, "Invalid query parameter 'page': must be at most 100000"));
    const error = await clientOver(upstream.fetch).getData('/names', {}, names).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    expect((error as GraphQLError).message).not.toContain('page');
  });

  it.each([
    [403, 'FORBIDDEN'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    [409, 'UPSTREAM_ERROR'],
  ])('maps %i to %s, not to an unavailable service, without retrying', async (status, code) => {
    const upstream = fakeUpstream(() => failure(status, 'refused'));
    const error = (await clientOver(upstream.fetch).getData('/names', {}, names).catch((caught: unknown) => caught)) as GraphQLError;
    expect(error.extensions.code).toBe(code);
    expect(error.message).not.toMatch(/unavailable/);
    expect(upstream.calls).toHaveLength(1);
  });

  it('maps 429 to RATE_LIMITED with retry-after in the extensions', async () => {
    const upstream = fakeUpstream(() => failure(429, 'Too many requests', { 'retry-after': '17' }));
    const error = (await clientOver(upstream.fetch).getData('/names', {}, names).catch((caught: unknown) => caught)) as GraphQLError;
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 17 });
    expect(upstream.calls).toHaveLength(1);
  });

  it('sends the client IP and the api proxy key with every call', async () => {
    const upstream = fakeUpstream(() => ok([]));
    const client = clientOver(upstream.fetch);
    await client.getData('/names', {}, names);
    await client.send({ method: 'POST', path: '/auth/logout', body: {}, answer: z.unknown(), as: 'caller' });
    expect(upstream.calls.map((call) => [call.headers.get('x-client-ip'), call.headers.get('x-proxy-key')])).toEqual([
      ['203.0.113.9', 'api-key'],
      ['203.0.113.9', 'api-key'],
    ]);
  });

  it('retries a 5xx once and returns the second answer', async () => {
    const upstream = fakeUpstream(sequence(failure(503, 'busy'), ok(['x'])));
    await expect(clientOver(upstream.fetch).getData('/names', {}, names)).resolves.toEqual(['x']);
    expect(upstream.calls).toHaveLength(2);
  });

  it('retries a network failure once', async () => {
    const upstream = fakeUpstream(sequence(new TypeError('fetch failed'), ok(['x'])));
    await expect(clientOver(upstream.fetch).getData('/names', {}, names)).resolves.toEqual(['x']);
    expect(upstream.calls).toHaveLength(2);
  });

  it('gives up with UPSTREAM_ERROR after the second 5xx', async () => {
    const upstream = fakeUpstream(() => failure(500, 'boom'));
    expect(await errorCode(clientOver(upstream.fetch).getData('/names', {}, names))).toBe('UPSTREAM_ERROR');
    expect(upstream.calls).toHaveLength(2);
  });

  it('aborts a slow call at the timeout with UPSTREAM_ERROR and does not retry it', async () => {
    let calls = 0;
    const hanging: FetchFunction = (_url, init) => {
      calls += 1;
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    };
    const started = Date.now();
    const error = await clientOver(hanging, 50).getData('/names', {}, names).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toBe(1);
  });

  it('fails loudly with a contract error when the answer drifts from the schema', async () => {
    const upstream = fakeUpstream(() => ok([1, 2]));
    await expect(clientOver(upstream.fetch).getData('/names', {}, names)).rejects.toBeInstanceOf(UpstreamContractError);
  });

  it('reads the paging fields of a paged list', async () => {
    const upstream = fakeUpstream(() => ({
      status: 200,
      body: { status: 200, message: 'OK', data: ['a'], total: 13, page: 2, limit: 12 },
    }));
    await expect(clientOver(upstream.fetch).getPage('/names', {}, z.string())).resolves.toEqual({
      items: ['a'],
      total: 13,
      page: 2,
      limit: 12,
    });
  });
});

describe('RestClient.send (account routes)', () => {
  const answer = z.object({ message: z.string() });

  it('posts the JSON body with the public or the caller token, as asked', async () => {
    const upstream = fakeUpstream(() => ({ status: 200, body: { message: 'sent' } }));
    const client = clientOver(upstream.fetch);
    await expect(client.send({ method: 'POST', path: '/otp/send', body: { mobile: 9810012345 }, answer, as: 'public' })).resolves.toEqual({
      ok: true,
      value: { message: 'sent' },
    });
    await client.send({ method: 'PUT', path: '/user/profile-update', body: {}, answer, as: 'caller' });
    expect(upstream.calls.map(({ method, authorization, body }) => ({ method, authorization, body }))).toEqual([
      { method: 'POST', authorization: 'Bearer public', body: { mobile: 9810012345 } },
      { method: 'PUT', authorization: 'Bearer token', body: {} },
    ]);
  });

  it("answers a refusal as a value with the status, the api's message and retry-after", async () => {
    const upstream = fakeUpstream(() => failure(429, 'Please wait 12 seconds before requesting a new OTP', { 'retry-after': '12' }));
    await expect(clientOver(upstream.fetch).send({ method: 'POST', path: '/otp/resend', body: {}, answer, as: 'public' })).resolves.toEqual({
      ok: false,
      status: 429,
      message: 'Please wait 12 seconds before requesting a new OTP',
      retryAfterSeconds: 12,
    });
  });

  it('answers a 5xx of a write as a refusal, without retrying the write', async () => {
    const upstream = fakeUpstream(() => failure(502, 'bad gateway'));
    const outcome = await clientOver(upstream.fetch).send({ method: 'POST', path: '/auth/login/otp', body: {}, answer, as: 'public' });
    expect(outcome).toMatchObject({ ok: false, status: 502 });
    expect(upstream.calls).toHaveLength(1);
  });

  it('retries a GET once after a 5xx', async () => {
    const upstream = fakeUpstream(sequence(failure(503, 'busy'), { status: 200, body: { message: 'me' } }));
    await expect(clientOver(upstream.fetch).send({ method: 'GET', path: '/user', answer, as: 'caller' })).resolves.toEqual({
      ok: true,
      value: { message: 'me' },
    });
    expect(upstream.calls).toHaveLength(2);
  });

  it('throws UPSTREAM_ERROR when the network fails', async () => {
    const upstream = fakeUpstream(() => {
      throw new TypeError('fetch failed');
    });
    const sending = clientOver(upstream.fetch).send({ method: 'POST', path: '/auth/logout', body: {}, answer, as: 'caller' });
    expect(await errorCode(sending)).toBe('UPSTREAM_ERROR');
  });

  it('fails loudly with a contract error when a 2xx body drifts from the schema', async () => {
    const upstream = fakeUpstream(() => ({ status: 200, body: { message: 42 } }));
    const sending = clientOver(upstream.fetch).send({ method: 'GET', path: '/user', answer, as: 'caller' });
    await expect(sending).rejects.toBeInstanceOf(UpstreamContractError);
  });
});
