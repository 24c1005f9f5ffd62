import { spawn } from 'node:child_process';
import fs, { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { batchingLogDestination, LOG_FLUSH_INTERVAL_MS } from './log-destination.ts';
import { createJsonLogger } from './logger.ts';

const GATEWAY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const accessLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');

const typename = (id: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-request-id': id },
  body: JSON.stringify({ query: '{ __typename }' }),
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(() => vi.restoreAllMocks());

describe('the access log destination', () => {
  it('writes the lines of many requests in a few system calls, every line within the flush interval', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gateway-log-'));
    const file = join(folder, 'gateway.log');
    const fd = openSync(file, 'a');
    const destination = batchingLogDestination(fd);
    const writes = vi.spyOn(fs, 'write');
    const yoga = createGateway({ config: TEST_CONFIG, fetch: fakeCatalogueUpstream(standardCatalogue()).fetch, logging: createJsonLogger('info', destination) });
    // Over HTTP, as at one connection: each request comes in an event loop turn of its own.
    const server = createHttpServer(yoga).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    for (let index = 0; index < 40; index += 1) expect((await fetch(url, typename(`batch-${index}`))).status).toBe(200);
    await new Promise((resolve) => server.close(resolve));
    // No stop: the flush timer writes what waits.
    await expect.poll(() => accessLines(readFileSync(file, 'utf8')).length, { timeout: 10 * LOG_FLUSH_INTERVAL_MS, interval: 10 }).toBe(40);
    const logWrites = writes.mock.calls.filter(([written]) => written === fd).length;
    expect(logWrites, 'an unbatched destination writes each line on its own').toBeLessThan(20);
    destination.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes the lines still waiting when the process exits', async () => {
    const script = "import { createJsonLogger } from './src/observability/logger.ts'; const log = createJsonLogger('info'); for (let i = 0; i < 5; i += 1) log.info({ requestId: `exit-${i}` }, 'request'); process.exit(0);";
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: GATEWAY_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await new Promise((resolve) => child.once('close', resolve));
    expect(accessLines(output).map((line) => line.requestId)).toEqual(['exit-0', 'exit-1', 'exit-2', 'exit-3', 'exit-4']);
  });

  it('loses no line when the gateway stops on SIGTERM, and writes a line without a stop', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: GATEWAY_ROOT,
      env: { ...process.env, NODE_ENV: 'development', GATEWAY_PORT: String(port), API_BASE_URL: 'http://127.0.0.1:9/api/v1', GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '10000' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise((resolve) => child.once('close', resolve));
    try {
      await expect.poll(() => output, { timeout: 45_000, interval: 50 }).toContain('gateway listening');
      const gateway = `http://127.0.0.1:${port}/graphql`;
      expect((await fetch(gateway, typename('probe'))).status).toBe(200);
      await expect.poll(() => accessLines(output).map((line) => line.requestId), { timeout: 10 * LOG_FLUSH_INTERVAL_MS, interval: 10 }).toContain('probe');
      for (let index = 0; index < 30; index += 1) expect((await fetch(gateway, typename(`stop-${index}`))).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const ids = accessLines(output).map((line) => line.requestId);
    expect(ids).toEqual(['probe', ...Array.from({ length: 30 }, (_, index) => `stop-${index}`)]);
  });
});
