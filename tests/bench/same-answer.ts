/**
 * The one-connection ceiling: at one connection every answer waits for the load generator too, so a ratio between
 * two servers there is (client + one) / (client + other). A bare node:http server that sends the very bytes our
 * cache-on gateway answers for the package page, to the same request, shows how fast any server can answer it on
 * this run; the checks print the cache-on gateway and Mesh against it (context rows).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHelloServer } from './services.ts';
import type { Target } from './targets.ts';

const isCachedPackagePage = (target: Target): boolean => target.scenario === 'package' && target.side === 'gateway (cache on)' && target.connections === 1;

/** `targets` with the same-answer server's row right after the cache-on gateway's one-connection package page. */
export async function withSameAnswerTarget(targets: Target[]): Promise<{ targets: Target[]; stop: () => Promise<void> }> {
  const at = targets.findIndex(isCachedPackagePage);
  const cached = targets[at];
  if (cached === undefined) return { targets, stop: async () => {} };
  const { url, ...init } = cached.request;
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const folder = mkdtempSync(join(tmpdir(), 'bench-same-answer-'));
  const file = join(folder, 'answer');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const server = await startHelloServer({ file, contentType: response.headers.get('content-type') ?? 'application/json' }).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  });
  const sameAnswer: Target = { ...cached, side: 'node:http (same answer)', request: { ...cached.request, url: new URL('/graphql', server.url).href }, countingRequest: undefined };
  return {
    targets: [...targets.slice(0, at + 1), sameAnswer, ...targets.slice(at + 1)],
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
