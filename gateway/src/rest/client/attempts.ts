import { retryOnce } from '../retry.ts';
import { isRetryable, UpstreamServerError } from './failures.ts';
import { requestInit } from './request-init.ts';
import type { AttemptOptions, RestClientOptions, UpstreamResponse } from './types.ts';

/** One idempotent try; a 5xx is thrown so the retry policy treats it like a network failure. */
async function attempt(options: RestClientOptions, deadline: AbortSignal, url: string, call: AttemptOptions): Promise<UpstreamResponse> {
  const response = await options.fetch(url, requestInit(options, deadline, call));
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new UpstreamServerError(response.status);
  }
  return response;
}

/**
 * One try, and one more (jittered) while the deadline holds and the upstream's breaker is closed (`mayRetry`,
 * wired to rest/faults/breakers.ts by server.ts).
 */
export function retried(options: RestClientOptions, deadline: AbortSignal, url: string, call: AttemptOptions): Promise<UpstreamResponse> {
  const mayRetry = () => !deadline.aborted && (options.mayRetry?.(url) ?? true);
  return retryOnce(() => attempt(options, deadline, url, call), isRetryable, options.retryDelayMs ?? 100, mayRetry);
}

/** A call sent once: a POST without an Idempotency-Key may have acted even when its answer is lost. */
export const sentOnce = (options: RestClientOptions, deadline: AbortSignal, url: string, call: AttemptOptions): Promise<UpstreamResponse> =>
  options.fetch(url, requestInit(options, deadline, call));

/** Runs one call (with its retry) and logs its method, URL and duration at debug. */
export async function timed(options: RestClientOptions, method: string, url: string, call: () => Promise<UpstreamResponse>): Promise<UpstreamResponse> {
  const startedAt = performance.now();
  try {
    return await call();
  } finally {
    options.logger.debug(`[${options.requestId}] ${method} ${url} ${Math.round(performance.now() - startedAt)}ms`);
  }
}
