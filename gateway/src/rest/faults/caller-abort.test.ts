import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeUpstream } from '../../testing/fake-upstream.ts';
import type { FetchFunction } from '../http.ts';
import { createUpstreamBreakers, type UpstreamBreakers } from './breakers.ts';

const settings = { resetMs: 500, errorThresholdPercentage: 50, volumeThreshold: 3, rollingWindowMs: 10_000, stallMs: 1_000 };
const API = 'http://api.test/api/v1/menu';

/** An upstream that never answers: the call ends when its signal does, as undici's does. */
const hanging: FetchFunction = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

const deadlinePassed = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
const siblingFailed = () => new Error('a sibling call of the operation failed');

/** One call whose signal is aborted with `reason` after `ms` of (fake) time in flight. */
async function abortedAfter(breakers: UpstreamBreakers, ms: number, reason: unknown): Promise<unknown> {
  const controller = new AbortController();
  const call = breakers.fetch(API, { method: 'GET', signal: controller.signal }).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(ms);
  controller.abort(reason);
  return call;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the breaker leaves calls its operation gave up on out of its failures', () => {
  it('stays closed through a burst of sibling cancels and deadlines that passed just after the call started', async () => {
    const breakers = createUpstreamBreakers(hanging, settings);
    for (let i = 0; i < 10; i += 1) {
      const reason = i % 2 === 0 ? siblingFailed() : deadlinePassed();
      // The caller still gets its own abort reason back (the client maps it to UPSTREAM_ERROR 'timeout').
      expect(await abortedAfter(breakers, i % 2 === 0 ? 0 : settings.stallMs - 1, reason)).toBe(reason);
    }
    expect(breakers.isClosed(API)).toBe(true);
  });

  it('still opens on real timeouts: the upstream kept each call past stallMs', async () => {
    const breakers = createUpstreamBreakers(hanging, settings);
    for (let i = 0; i < 3; i += 1) expect(await abortedAfter(breakers, settings.stallMs, deadlinePassed())).toBeInstanceOf(DOMException);
    expect(breakers.isClosed(API)).toBe(false);
  });

  // opossum has no neutral outcome: a filtered error counts as a success, so the 5xx must outnumber the aborts.
  it('still opens on 5xx answers after a burst of aborts', async () => {
    let down = false;
    const upstream = fakeUpstream(() => failure(500, 'Internal server error'));
    const breakers = createUpstreamBreakers((url, init) => (down ? upstream.fetch(url, init) : hanging(url, init)), settings);
    for (let i = 0; i < 5; i += 1) await abortedAfter(breakers, 0, siblingFailed());
    down = true;
    for (let i = 0; i < 6; i += 1) expect((await breakers.fetch(API, { method: 'GET' })).status).toBe(500);
    expect(breakers.isClosed(API)).toBe(false);
  });

  it('does not count a body the operation stopped reading when its deadline passed right away', async () => {
    const body = (signal: AbortSignal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const trickling: FetchFunction = async (_url, init) => ({ status: 200, ok: true, headers: new Headers(), json: () => body(init.signal!) });
    const breakers = createUpstreamBreakers(trickling, settings);
    for (let i = 0; i < 5; i += 1) await expect((await abortedAfter(breakers, 10, deadlinePassed()) as { json(): Promise<unknown> }).json()).rejects.toBeInstanceOf(DOMException);
    expect(breakers.isClosed(API)).toBe(true);
  });
});
