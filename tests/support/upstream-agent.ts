/**
 * The connection pool a test proxy forwards to the api with. Node's `http.Agent` honours the server's
 * `Keep-Alive: timeout=N` hint (hanging up an idle connection a second before the server would) only when the
 * agent has a `timeout` of its own; without one it keeps idle connections for ever, and a request sent on one
 * the api is closing that instant fails with ECONNRESET (the counting proxy's 502, seen as a flaky contract test).
 */
import { Agent } from 'node:http';

/** Longer than any answer the tests wait for; what matters is that it is set, so the server's hint applies. */
const SOCKET_TIMEOUT_MS = 60_000;

export const upstreamAgent = (): Agent => new Agent({ keepAlive: true, timeout: SOCKET_TIMEOUT_MS });
