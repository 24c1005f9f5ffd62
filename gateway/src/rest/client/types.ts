import type { GatewayLogger } from '../../observability/logger.ts';
import type { UpstreamCache } from '../upstream-cache.ts';

/** What the client reads of an upstream answer: a `fetch` Response has it all (tests' fakes answer one). */
export interface UpstreamResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  body?: { cancel(): Promise<unknown> } | null;
}

/** The subset of `fetch` the client needs; tests pass a recording fake, `upstream-fetch.ts` is the real one. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<UpstreamResponse>;

export interface RestClientOptions {
  baseUrl: string;
  /** The caller's `Authorization` header value (a user's bearer token, else the public token): user routes (🔒) only. */
  authorization: string;
  /**
   * The public token's header value: every catalogue and content GET (public data is fetched the same for
   * everyone, so it can be cached) and the routes that need no user (sign-in, sign-up, OTP, reset).
   */
  publicAuthorization: string;
  timeoutMs: number;
  fetch: FetchFunction;
  requestId: string;
  /** The IP of the client this request acts for (see `trust/client-ip.ts`); null when unknown. */
  clientIp: string | null;
  /** Sent as `x-proxy-key` with every call, so the api trusts the `x-client-ip` the gateway sends. */
  apiProxyKey: string;
  logger: GatewayLogger;
  /** Base of the jittered pause before the single retry. */
  retryDelayMs?: number;
  /** The operation's deadline, shared by all its calls; default: `timeoutMs` from when the client is made. */
  deadline?: AbortSignal;
  /** Whether a failed call to this URL may be tried again (its upstream's breaker is closed); default: always. */
  mayRetry?: (url: string) => boolean;
  /** The caller's own Idempotency-Key for the keyed POSTs of this operation; default: a fresh UUID per call. */
  idempotencyKey?: string | null;
  /** The HTTP cache of public GETs, shared by every request (`upstream-cache.ts`); none when off. */
  upstreamCache?: UpstreamCache | null;
}

/** One call's method, token, body and conditional/idempotency headers. */
export interface AttemptOptions {
  method: string;
  authorization: string;
  body?: unknown;
  /** Sent as `Idempotency-Key`: the api replays its first answer to a repeated key instead of acting twice. */
  idempotencyKey?: string;
  /** The stored answer's ETag: the api answers 304 while it still holds. */
  ifNoneMatch?: string;
}
