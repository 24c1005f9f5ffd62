import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamFetch } from './upstream-fetch.ts';

let server: Server;
let origin = '';
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = createServer((request, response) => {
    sockets.add(request.socket);
    if (request.url === '/slow') return void setTimeout(() => response.end('{}'), 500);
    let body = '';
    request.on('data', (chunk) => (body += chunk)).on('end', () => {
      response.writeHead(request.url === '/limited' ? 429 : 200, { 'content-type': 'application/json', 'retry-after': '7' });
      response.end(JSON.stringify({ method: request.method, authorization: request.headers.authorization, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the upstream fetch', () => {
  it('sends method, headers and body, and answers status, headers and JSON like fetch', async () => {
    const fetch = createUpstreamFetch();
    const response = await fetch(`${origin}/limited`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: '{"a":1}' });
    expect([response.status, response.ok, response.headers.get('Retry-After'), response.headers.get('x-none')]).toEqual([429, false, '7', null]);
    expect(await response.json()).toEqual({ method: 'POST', authorization: 'Bearer t', body: '{"a":1}' });
  });

  it('keeps its connections alive: ten sequential calls open no new socket each', async () => {
    const fetch = createUpstreamFetch();
    sockets.clear();
    for (let i = 0; i < 10; i += 1) await (await fetch(`${origin}/ok`, { method: 'GET', headers: {} })).json();
    // undici may open a second socket while the first is being released; never one per call.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('throws a TypeError for a network failure and the signal’s TimeoutError for a timeout, as fetch does', async () => {
    const fetch = createUpstreamFetch();
    await expect(fetch('http://127.0.0.1:1/nothing', { method: 'GET', headers: {} })).rejects.toBeInstanceOf(TypeError);
    await expect(fetch(`${origin}/slow`, { method: 'GET', headers: {}, signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
