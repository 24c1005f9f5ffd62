import type { Server } from 'node:http';

/**
 * Stops taking connections, lets in-flight requests finish (idle keep-alive sockets close at once, busy ones
 * after their answer), and after `graceMs` cuts whatever is still open. Resolves once the server is closed.
 */
export function drainAndClose(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    cutOff.unref();
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}
