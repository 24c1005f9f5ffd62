import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test server answers one post: a status, or never (the sender's timeout must end it). */
export type Reply = number | 'hang';

export type ReceivedPost = { headers: IncomingHttpHeaders; body: string; status: Reply };

/**
 * A local webhook receiver on 127.0.0.1 for the sender's tests (tests only): answers each post with the next
 * reply of `replies` (then `fallback`), optionally after `delayMs`, and records every post as received.
 */
export async function startWebhookServer(options: { replies?: Reply[]; fallback?: Reply; delayMs?: number } = {}) {
  const replies = [...(options.replies ?? [])];
  const received: ReceivedPost[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = replies.shift() ?? options.fallback ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      if (status === 'hang') return void hanging.push(response);
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no'), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    async close(): Promise<void> {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
