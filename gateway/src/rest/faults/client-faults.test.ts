import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GatewayLogger } from '../../observability/logger.ts';
import { fakeUpstream, ok } from '../../testing/fake-upstream.ts';
import { RestClient, type FetchFunction } from '../http.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key.ts';
import { operationDeadline } from './deadline.ts';

const silent: GatewayLogger = { debug() {}, info() {}, warn() {}, error() {} };
const names = z.array(z.string());
const answer = z.object({ message: z.string().optional() });

const clientOver = (fetch: FetchFunction, extra: { deadline?: AbortSignal; mayRetry?: () => boolean; idempotencyKey?: string } = {}) =>
  new RestClient({
    baseUrl: 'http://api.test/api/v1',
    authorization: 'Bearer token',
    publicAuthorization: 'Bearer public',
    timeoutMs: 1000,
    fetch,
    requestId: 'req-1',
    clientIp: null,
    apiProxyKey: 'api-key',
    logger: silent,
    retryDelayMs: 0,
    ...extra,
  });

/** Answers after the signal ends the call, as undici does. */
const hanging: FetchFunction = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

const reasonOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions['reason'] : error);

describe('one deadline per operation', () => {
  it('ends every call of the operation together: a later nested call gets no fresh budget', async () => {
    const client = clientOver(hanging, { deadline: operationDeadline(60) });
    const started = performance.now();
    expect(reasonOf(await client.getData('/a', {}, names).catch((e: unknown) => e))).toBe('timeout');
    expect(reasonOf(await client.getData('/b', {}, names).catch((e: unknown) => e))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('retries a failed GET once while the breaker is closed, and not at all while it is open', async () => {
    const down = fakeUpstream(() => {
      throw new TypeError('fetch failed');
    });
    await clientOver(down.fetch).getData('/a', {}, names).catch(() => null);
    expect(down.calls).toHaveLength(2);
    const open = fakeUpstream(() => {
      throw new TypeError('fetch failed');
    });
    await clientOver(open.fetch, { mayRetry: () => false }).getData('/a', {}, names).catch(() => null);
    expect(open.calls).toHaveLength(1);
  });
});

describe('idempotency keys on POSTs', () => {
  it('sends one Idempotency-Key with an idempotent POST and with its retry', async () => {
    let calls = 0;
    const upstream = fakeUpstream(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return ok({ message: 'sent' });
    });
    const sent = await clientOver(upstream.fetch).send({ method: 'POST', path: '/otp/resend', body: {}, answer, as: 'public', idempotent: true });
    expect(sent.ok).toBe(true);
    const keys = upstream.calls.map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("sends the caller's own key when the GraphQL request carried one", async () => {
    const upstream = fakeUpstream(() => ok({ message: 'sent' }));
    await clientOver(upstream.fetch, { idempotencyKey: 'client-key-1' }).send({ method: 'POST', path: '/otp/resend', body: {}, answer, as: 'public', idempotent: true });
    expect(upstream.calls[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('client-key-1');
  });

  it('never retries (nor keys) an ordinary POST', async () => {
    const upstream = fakeUpstream(() => {
      throw new TypeError('fetch failed');
    });
    await clientOver(upstream.fetch).send({ method: 'POST', path: '/auth/logout', body: {}, answer, as: 'caller' }).catch(() => null);
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeNull();
  });
});
