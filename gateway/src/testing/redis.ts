import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';

/** The throw-away `redis-server` of the run (`pnpm test` passes it); without it the Redis tests are skipped locally. */
export const redisTestUrl = process.env.REDIS_TEST_URL;

/**
 * A suite that needs Redis: runs with REDIS_TEST_URL, is skipped without it locally, and fails under CI without
 * it (the rule of API_TEST_DATABASE_URL: CI must never pass by skipping).
 */
export function describeWithRedis(name: string, suite: (url: string) => void): void {
  const url = redisTestUrl;
  if (url) describe(name, () => suite(url));
  else if (process.env.CI) describe(name, () => it('needs REDIS_TEST_URL under CI', () => expect.fail('REDIS_TEST_URL is not set')));
  else describe.skip(name, () => suite(''));
}

/** Every test its own keys and channel on the shared server (files run in parallel; never FLUSHALL). */
export const testKeyPrefix = (): string => `pilgrim:gateway:test-${randomBytes(6).toString('hex')}:`;

/**
 * A TCP relay in front of Redis that a test can cut (open connections reset, new ones refused) and restore on the
 * same port: Redis unreachable and back, without touching the shared server.
 */
export async function cuttableRelay(targetUrl: string): Promise<{ url: string; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> }> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const relay = (client: Socket): void => {
    const upstream = new Socket();
    upstream.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: stop,
    restore: () =>
      new Promise<void>((resolve) => {
        server = createServer(relay);
        server.listen(port, '127.0.0.1', resolve);
      }),
    close: stop,
  };
}
