import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainAndClose } from './graceful-shutdown.ts';

describe('drainAndClose', () => {
  it('finishes the request in flight, refuses new connections, then closes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((_req, res) => {
      arrived();
      void held.then(() => res.end('done'));
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const answer = fetch(url).then((response) => response.text());
    await inFlight;
    const closed = drainAndClose(server, 10_000);
    await expect(fetch(url, { headers: { connection: 'close' } })).rejects.toThrow();
    release();
    expect(await answer).toBe('done');
    await closed;
    expect(server.listening).toBe(false);
  });
});
