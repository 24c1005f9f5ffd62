import type { Server } from 'node:http';
import type { Readiness } from '../http/health-routes.ts';

type Stoppable = { stop(): Promise<void> };

export type ShutdownParts = {
  /** The listening server (`serve()` of @hono/node-server). */
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /** Turned draining first: `/health/ready` answers 503 from then on. */
  readiness: Readiness;
  /** Timers and senders (hold sweeper, purge job, leads webhook), stopped once no request runs any more. */
  jobs: () => (Stoppable | undefined)[];
  /** Closes the database pool: last. */
  closeDatabase: () => Promise<void>;
  /** Closes the Redis client (REDIS_URL), with the pool: nothing uses it once requests and jobs are done. */
  closeRedis?: () => Promise<void>;
  /** SHUTDOWN_GRACE_SECONDS in milliseconds: connections still busy after it are cut. */
  graceMs: number;
  /** SHUTDOWN_READINESS_DELAY_SECONDS in milliseconds: still serving with readiness 503, so balancers stop routing first. */
  readinessDelayMs?: number;
  log?: (line: string) => void;
};

/**
 * Stops the api without failing a request: readiness turns 503 (and, for `readinessDelayMs`, the api goes on serving
 * while balancers notice), the server stops accepting connections and closes
 * idle keep-alive ones, in-flight requests finish (cut after `graceMs`), then the jobs stop, then the pool (and the
 * Redis client) close.
 */
export function gracefulShutdown(parts: ShutdownParts): () => Promise<void> {
  let done: Promise<void> | undefined;
  const run = async () => {
    parts.readiness.draining = true;
    if (parts.readinessDelayMs) await new Promise((resolve) => setTimeout(resolve, parts.readinessDelayMs));
    const closed = new Promise<void>((resolve) => parts.server.close(() => resolve()));
    // Keep-alive connections turn idle as their last response ends: close them as they do.
    parts.server.closeIdleConnections();
    const idle = setInterval(() => parts.server.closeIdleConnections(), 50);
    const cut = setTimeout(() => {
      parts.log?.(`requests still running after ${parts.graceMs} ms: closing their connections`);
      parts.server.closeAllConnections();
    }, parts.graceMs);
    await closed;
    clearTimeout(cut);
    clearInterval(idle);
    await Promise.all(parts.jobs().map((job) => job?.stop()));
    await Promise.all([parts.closeDatabase(), parts.closeRedis?.()]);
  };
  return () => (done ??= run());
}
