import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeUpstream, ok } from '../../testing/fake-upstream.ts';
import { CircuitOpenError, createUpstreamBreakers } from './breakers.ts';

const settings = { resetMs: 500, errorThresholdPercentage: 50, volumeThreshold: 3, rollingWindowMs: 10_000, stallMs: 1_000 };
const API = 'http://api.test/api/v1/menu';
const init = { method: 'GET' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the circuit breaker per upstream', () => {
  it('counts 5xx answers, hands them back as answers, and opens after the threshold', async () => {
    const upstream = fakeUpstream(() => failure(500, 'Internal server error'));
    const breakers = createUpstreamBreakers(upstream.fetch, settings);
    for (let i = 0; i < 3; i += 1) expect((await breakers.fetch(API, init)).status).toBe(500);
    expect(breakers.isClosed(API)).toBe(false);
    await expect(breakers.fetch(API, init)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(upstream.calls).toHaveLength(3);
  });

  it('counts a 2xx whose body is not JSON, and hands its failing body back', async () => {
    const broken = async () => new Response('{"data": [', { status: 200 });
    const breakers = createUpstreamBreakers(broken, settings);
    for (let i = 0; i < 3; i += 1) await expect((await breakers.fetch(API, init)).json()).rejects.toBeInstanceOf(SyntaxError);
    expect(breakers.isClosed(API)).toBe(false);
  });

  it('keeps one breaker per origin: another upstream still passes', async () => {
    const upstream = fakeUpstream((url) => (url.hostname === 'api.test' ? failure(503, 'down') : ok([])));
    const breakers = createUpstreamBreakers(upstream.fetch, settings);
    for (let i = 0; i < 3; i += 1) await breakers.fetch(API, init);
    expect((await breakers.fetch('http://other.test/api/v1/menu', init)).status).toBe(200);
  });

  it('half-opens after resetMs and closes again when the probe succeeds', async () => {
    vi.useFakeTimers();
    let down = true;
    const upstream = fakeUpstream(() => (down ? failure(500, 'Internal server error') : ok([])));
    const breakers = createUpstreamBreakers(upstream.fetch, settings);
    for (let i = 0; i < 3; i += 1) await breakers.fetch(API, init);
    down = false;
    await expect(breakers.fetch(API, init)).rejects.toBeInstanceOf(CircuitOpenError);
    await vi.advanceTimersByTimeAsync(settings.resetMs);
    expect((await breakers.fetch(API, init)).status).toBe(200);
    expect(breakers.isClosed(API)).toBe(true);
  });
});
