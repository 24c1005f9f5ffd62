/**
 * A counting HTTP proxy: forwards every request to a target origin and records method, path, query and
 * the client-IP protocol's headers (`x-client-ip`, `x-proxy-key`),
 * so contract tests can count the gateway's upstream REST calls over real HTTP.
 * Its own routes: `GET /__calls` answers the log as JSON, `DELETE /__calls` clears it.
 */
import { createServer, request as forward, type Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { upstreamAgent } from './upstream-agent.ts';
import type { UpstreamCall } from './upstream-calls.ts';

export const callLogPath = '/__calls';

export type CountingProxy = { url: string; calls: () => UpstreamCall[]; close: () => Promise<void> };

function answerLog(request: IncomingMessage, response: ServerResponse, log: UpstreamCall[]): void {
  if (request.method === 'DELETE') log.length = 0;
  response.writeHead(request.method === 'DELETE' ? 204 : 200, { 'content-type': 'application/json' });
  response.end(request.method === 'DELETE' ? undefined : JSON.stringify(log));
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

function relay(request: IncomingMessage, response: ServerResponse, target: URL, agent: Agent): void {
  const upstream = forward(
    {
      agent,
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 502, message: `counting proxy: ${error.message}` }));
  });
  request.pipe(upstream);
}

/** Starts the proxy on a free loopback port in front of `targetOrigin` (e.g. `http://127.0.0.1:4321`). */
export async function startCountingProxy(targetOrigin: string, port = 0): Promise<CountingProxy> {
  const target = new URL(targetOrigin);
  const agent = upstreamAgent();
  const log: UpstreamCall[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy.invalid');
    if (url.pathname === callLogPath) {
      answerLog(request, response, log);
      return;
    }
    log.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      clientIp: headerValue(request, 'x-client-ip'),
      proxyKey: headerValue(request, 'x-proxy-key'),
    });
    relay(request, response, target, agent);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('counting proxy has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls: () => [...log],
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
