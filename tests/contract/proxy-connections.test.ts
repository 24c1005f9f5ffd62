/**
 * The test proxies in front of the api (counting, fault) hang up an idle connection before the api would, as its
 * `Keep-Alive: timeout` hint asks. Without that, a request sent on a connection the api was closing that instant
 * failed with ECONNRESET and the proxy answered 502: the gateway's generic 5xx message in a contract test
 * (support/upstream-agent.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../support/counting-proxy.ts';
import { startFaultProxy } from '../support/fault-proxy.ts';

/** The api's idle limit in this test: it announces `timeout=2`, so a proxy that listens hangs up after 1 s. */
const KEEP_ALIVE_MS = 2_000;

type Upstream = { origin: string; server: Server; hangUp: Promise<'proxy' | 'server'> };

/** A stand-in api that tells who ended its one connection: the proxy (its FIN came first) or the server's timer. */
async function upstream(): Promise<Upstream> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const hangUp = new Promise<'proxy' | 'server'>((resolve) => {
    server.once('connection', (socket: Socket) => {
      let proxyEnded = false;
      socket.once('end', () => (proxyEnded = true));
      socket.once('close', () => resolve(proxyEnded ? 'proxy' : 'server'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, hangUp };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe.each([
  ['counting proxy', startCountingProxy],
  ['fault proxy', startFaultProxy],
] as const)('the %s', (_name, start) => {
  it('hangs up an idle connection to the api before the api would', async () => {
    const api = await upstream();
    const proxy = await start(api.origin);
    cleanups.push(proxy.close, () => new Promise((resolve) => api.server.close(() => resolve())));
    expect((await fetch(`${proxy.url}/api/v1/health`)).status).toBe(200);
    expect(await api.hangUp).toBe('proxy');
  });
});
