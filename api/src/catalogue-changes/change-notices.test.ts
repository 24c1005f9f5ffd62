import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createChangeNotices, MAX_TAGS_PER_NOTICE } from './change-notices.ts';

type Received = { path: string; authorization: string | undefined; body: { tags: string[] } };

/** A local receiver answering the statuses given in turn (then 204), recording every post. */
async function receiver(statuses: number[] = []): Promise<{ url: (path: string) => string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(text) as { tags: string[] } });
      response.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  servers.push(server);
  return { url: (path) => `http://127.0.0.1:${port}${path}`, received, server };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const SECRET = 'a-test-invalidation-secret';

describe('change notices', () => {
  it('coalesces the changes of 50 ms into one notice per receiver, gateway first, with the secret', async () => {
    const { url, received } = await receiver();
    const notices = createChangeNotices({ urls: [url('/gateway'), url('/web')], secret: SECRET });
    notices.enqueue(['catalogue', 'package:a']);
    notices.enqueue(['package:b', 'package:a']);
    await notices.settled();
    expect(received).toEqual([
      { path: '/gateway', authorization: `Bearer ${SECRET}`, body: { tags: ['catalogue', 'package:a', 'package:b'] } },
      { path: '/web', authorization: `Bearer ${SECRET}`, body: { tags: ['catalogue', 'package:a', 'package:b'] } },
    ]);
  });

  it('retries a failed post up to 3 times, then logs it and goes on with the next receiver', async () => {
    const { url, received } = await receiver([500, 503, 502, 500]);
    const lines: string[] = [];
    const notices = createChangeNotices({ urls: [url('/gateway'), url('/web')], secret: SECRET, backoffMs: 5, log: (line) => lines.push(line) });
    notices.enqueue(['package:a']);
    await notices.settled();
    expect(received.map((post) => post.path)).toEqual(['/gateway', '/gateway', '/gateway', '/gateway', '/web']);
    expect(lines).toEqual([expect.stringContaining(`${url('/gateway')} failed after 4 attempts (HTTP 500)`)]);
  });

  it('succeeds on a retry without logging', async () => {
    const { url, received } = await receiver([503]);
    const lines: string[] = [];
    const notices = createChangeNotices({ urls: [url('/gateway')], secret: SECRET, backoffMs: 5, log: (line) => lines.push(line) });
    notices.enqueue(['package:a']);
    await notices.settled();
    expect(received).toHaveLength(2);
    expect(lines).toEqual([]);
  });

  it('never throws when nothing listens, and splits more than 100 tags over several notices', async () => {
    const lines: string[] = [];
    const down = createChangeNotices({ urls: ['http://127.0.0.1:9/nothing'], secret: SECRET, backoffMs: 1, log: (line) => lines.push(line) });
    expect(() => down.enqueue(['package:a'])).not.toThrow();
    await down.settled();
    expect(lines).toHaveLength(1);

    const { url, received } = await receiver();
    const notices = createChangeNotices({ urls: [url('/gateway')], secret: SECRET });
    notices.enqueue(Array.from({ length: MAX_TAGS_PER_NOTICE + 1 }, (_, index) => `package:${index}`));
    await notices.settled();
    expect(received.map((post) => post.body.tags.length)).toEqual([MAX_TAGS_PER_NOTICE, 1]);
  });
});
