import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown.ts';

/** A server whose `/slow` answers only when the test says so; `started` resolves when the handler runs. */
async function slowServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const app = new Hono().get('/slow', async (c) => {
    markStarted();
    await released;
    return c.text('finished');
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening as Server));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, started, release };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before the pool and Redis close, and takes no new connection meanwhile', async () => {
    const { server, origin, started, release } = await slowServer();
    const events: string[] = [];
    const readiness = { draining: false };
    const job = { stop: async () => void events.push('jobs stopped') };
    const shutdown = gracefulShutdown({ server, readiness, jobs: () => [job], closeDatabase: async () => void events.push('pool closed'), closeRedis: async () => void events.push('redis closed'), graceMs: 60_000 });

    server.on('request', (_request, response) => response.on('finish', () => events.push('response sent')));
    const inFlight = fetch(`${origin}/slow`).then(async (response) => `${response.status} ${await response.text()}`);
    await started;
    const stopped = shutdown();
    expect(readiness.draining).toBe(true);
    await expect(fetch(`${origin}/slow`)).rejects.toThrow();
    expect(events, 'nothing is closed while the request runs').toEqual([]);

    release();
    expect(await inFlight).toBe('200 finished');
    await stopped;
    expect(events).toEqual(['response sent', 'jobs stopped', 'pool closed', 'redis closed']);
  });

  it('cuts a request still running after the grace period, then closes the pool', async () => {
    const { server, origin, started, release } = await slowServer();
    const closed: string[] = [];
    const shutdown = gracefulShutdown({ server, readiness: { draining: false }, jobs: () => [undefined], closeDatabase: async () => void closed.push('pool'), graceMs: 10 });
    const inFlight = fetch(`${origin}/slow`);
    await started;
    await shutdown();
    await expect(inFlight).rejects.toThrow();
    expect(closed).toEqual(['pool']);
    release();
  });

  it('keeps serving through the readiness delay with readiness 503, then stops accepting', async () => {
    const { server, origin, started, release } = await slowServer();
    const readiness = { draining: false };
    const shutdown = gracefulShutdown({ server, readiness, jobs: () => [], closeDatabase: async () => undefined, graceMs: 60_000, readinessDelayMs: 300 });
    const stopped = shutdown();
    expect(readiness.draining).toBe(true);
    const duringDelay = fetch(`${origin}/slow`).then((response) => response.status);
    await started;
    release();
    expect(await duringDelay, 'a request arriving during the delay is served').toBe(200);
    await stopped;
    await expect(fetch(`${origin}/slow`)).rejects.toThrow();
  });
});
