import CircuitBreaker from 'opossum';
import type { FetchFunction, UpstreamResponse } from '../http.ts';
import { CallerAbortError, isCallerAbort } from './caller-abort.ts';

export interface BreakerSettings {
  /** How long an open breaker fails fast before it lets one probe through (half-open). */
  resetMs: number;
  /** Failed share of the calls in the rolling window (percent) that opens the breaker. */
  errorThresholdPercentage: number;
  /** Calls in the window before the share counts at all. */
  volumeThreshold: number;
  rollingWindowMs: number;
  /** An abort by the operation's deadline counts only when the call had been waiting this long (caller-abort.ts). */
  stallMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { resetMs: 500, errorThresholdPercentage: 50, volumeThreshold: 5, rollingWindowMs: 10_000, stallMs: 1_000 };

/** The breaker of the call's upstream is open: the call was refused without reaching it. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor(readonly origin: string) {
    super(`circuit open for ${origin}`);
  }
}

/**
 * A 5xx answer, or a 2xx whose body broke off, stalled past the deadline or is not JSON: counted as a failure
 * inside the breaker, handed back to the caller as the answer it is.
 */
class AnswerFailure extends Error {
  /** `excused`: the body broke off because the caller gave up on it (caller-abort.ts), not counted. */
  constructor(readonly response: UpstreamResponse, readonly excused = false) {
    super(`upstream answered ${response.status}`);
  }
}

/** The answer with its body already read inside the breaker: `json()` settles as the read did. */
async function withBodyRead(response: UpstreamResponse): Promise<{ read: UpstreamResponse; failed: boolean }> {
  const body: Promise<unknown> = response.json();
  const failed = await body.then(() => false, () => true);
  return { read: { status: response.status, ok: response.ok, headers: response.headers, json: () => body, body: null }, failed };
}

export interface UpstreamBreakers {
  /** `fetch` through the breaker of the URL's origin: network failures, timeouts, 5xx and broken bodies count. */
  fetch: FetchFunction;
  /** Whether the URL's breaker is closed (a retry is only worth it then). */
  isClosed(url: string): boolean;
}

/** One opossum breaker per upstream origin, shared by every operation of the process. */
export function createUpstreamBreakers(fetch: FetchFunction, settings: BreakerSettings = DEFAULT_BREAKER): UpstreamBreakers {
  const breakers = new Map<string, CircuitBreaker<[string, RequestInit], UpstreamResponse>>();
  const breakerOf = (origin: string) => {
    let breaker = breakers.get(origin);
    if (!breaker) {
      breaker = new CircuitBreaker(
        async (url: string, init: RequestInit) => {
          const startedAt = performance.now();
          const abandoned = () => isCallerAbort(init.signal, startedAt, settings.stallMs);
          const response = await fetch(url, init).catch((error: unknown) => {
            throw abandoned() ? new CallerAbortError(error) : error;
          });
          if (response.status >= 500) throw new AnswerFailure(response);
          const { read, failed } = await withBodyRead(response);
          if (failed && response.ok) throw new AnswerFailure(read, abandoned());
          return read;
        },
        {
          // The operation's deadline (its AbortSignal) bounds each call; the breaker adds no timer of its own.
          timeout: false,
          // Calls the operation gave up on are not the upstream's failures (opossum counts them as successes).
          errorFilter: (error: unknown) => error instanceof CallerAbortError || (error instanceof AnswerFailure && error.excused),
          resetTimeout: settings.resetMs,
          errorThresholdPercentage: settings.errorThresholdPercentage,
          volumeThreshold: settings.volumeThreshold,
          rollingCountTimeout: settings.rollingWindowMs,
        },
      );
      breakers.set(origin, breaker);
    }
    return breaker;
  };
  return {
    async fetch(url, init) {
      const origin = new URL(url).origin;
      try {
        return await breakerOf(origin).fire(url, init);
      } catch (error) {
        if (error instanceof AnswerFailure) return error.response;
        if (error instanceof CallerAbortError) throw error.cause;
        if ((error as { code?: unknown }).code === 'EOPENBREAKER') throw new CircuitOpenError(origin);
        throw error;
      }
    },
    isClosed: (url) => breakers.get(new URL(url).origin)?.closed ?? true,
  };
}
