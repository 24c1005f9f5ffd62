/**
 * A programmable fault proxy (loopback only) in front of the api: it forwards requests like the counting proxy,
 * or answers them with one fault — the api down (the connection dropped), a 500, a 10 s stall, malformed JSON,
 * a body cut off half way, a slow trickle of bytes, or the api's answer lost after it acted (`drop-answer`).
 * `set(mode, { only, times })` switches it: `only` limits the fault to the paths it matches (a failing trending
 * call, the rest passing), `times` to that many requests. Timers are unref'd and cleared on close.
 */
import { createServer, request as forward, type Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { upstreamAgent } from './upstream-agent.ts';

export type FaultMode = 'pass' | 'down' | '500' | 'stall' | 'malformed' | 'truncated' | 'trickle' | 'drop-answer';
/** The faults of issue 14, each answered by the gateway with a typed error in ≤ 3 s. */
export const API_FAULTS = ['down', '500', 'stall', 'malformed', 'truncated', 'trickle'] as const;

export const STALL_MS = 10_000;
/** One byte of a trickled body every this many ms. */
export const TRICKLE_BYTE_MS = 100;

export type FaultScope = { only?: RegExp; times?: number };
export type FaultProxy = { url: string; set: (mode: FaultMode, scope?: FaultScope) => void; close: () => Promise<void> };

type Relay = (request: IncomingMessage, answer: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void) => void;

function relayTo(target: URL, agent: Agent): Relay {
  return (request, answer) => {
    const upstream = forward(
      { agent, host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => answer(response.statusCode ?? 502, response.headers, Buffer.concat(chunks)));
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  };
}

/** Starts the proxy on loopback (`port`, or a free one) in front of `targetOrigin`. */
export async function startFaultProxy(targetOrigin: string, port = 0): Promise<FaultProxy> {
  const agent = upstreamAgent();
  const relay = relayTo(new URL(targetOrigin), agent);
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => (timers.delete(timer), action()), ms).unref();
    timers.add(timer);
  };
  let fault: { mode: FaultMode; only: RegExp | null; left: number } = { mode: 'pass', only: null, left: Infinity };
  const trickle = (response: ServerResponse, body: Buffer, at: number) => {
    if (response.destroyed) return;
    if (at >= body.length) return void response.end();
    response.write(body.subarray(at, at + 1));
    later(TRICKLE_BYTE_MS, () => trickle(response, body, at + 1));
  };
  const answerWith = (mode: FaultMode, request: IncomingMessage, response: ServerResponse) => {
    if (mode === 'down') return void request.socket.destroy();
    if (mode === '500') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"status":500,"message":"Internal server error"}');
    if (mode === 'stall') return later(STALL_MS, () => response.destroyed || relay(request, (status, headers, body) => response.writeHead(status, headers).end(body)));
    relay(request, (status, headers, body) => {
      if (mode === 'drop-answer') return void request.socket.destroy();
      const { 'content-length': _length, 'transfer-encoding': _encoding, etag: _etag, ...rest } = headers;
      if (mode === 'pass') return void response.writeHead(status, headers).end(body);
      if (mode === 'malformed') return void response.writeHead(200, { ...rest, 'content-type': 'application/json' }).end('{"data": [{"_id": ');
      if (mode === 'truncated') {
        response.writeHead(status, { ...rest, 'content-length': String(body.length) }).write(body.subarray(0, Math.floor(body.length / 2)));
        return void later(10, () => request.socket.destroy());
      }
      response.writeHead(status, { ...rest, 'content-length': String(body.length) });
      trickle(response, body, 0);
    });
  };
  const server: Server = createServer((request, response) => {
    const applies = fault.mode !== 'pass' && (fault.only === null || fault.only.test(request.url ?? ''));
    answerWith(applies ? fault.mode : 'pass', request, response);
    if (applies && --fault.left <= 0) fault = { mode: 'pass', only: null, left: Infinity };
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fault proxy has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    set: (mode, scope = {}) => void (fault = { mode, only: scope.only ?? null, left: scope.times ?? Infinity }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
