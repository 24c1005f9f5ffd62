import { CircuitOpenError } from '../faults/breakers.ts';
import { upstreamUnavailableError, type UpstreamFailureReason } from '../../errors.ts';

/** A 5xx answer, thrown inside an attempt so the retry policy treats it like a network failure. */
export class UpstreamServerError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
  }
}

export const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Network failures and 5xx answers are worth one more try; timeouts are not (they already cost the budget). */
export const isRetryable = (error: unknown): boolean =>
  error instanceof UpstreamServerError || (error instanceof TypeError && !isTimeout(error));

/** Why a call threw, as the UPSTREAM_ERROR's `reason`, and the upstream's status when it answered a 5xx. */
export function failureOf(error: unknown): { reason: UpstreamFailureReason; status: number | undefined } {
  const reason: UpstreamFailureReason =
    isTimeout(error) ? 'timeout' : error instanceof UpstreamServerError ? 'status' : error instanceof CircuitOpenError ? 'circuit-open' : 'network';
  return { reason, status: error instanceof UpstreamServerError ? error.status : undefined };
}

/** The UPSTREAM_ERROR of a call that threw, logged (tagged with the request id) with what went wrong. */
export function unavailable(log: { warn(message: string, ...details: string[]): void }, url: string, error: unknown, method: string) {
  const { reason, status } = failureOf(error);
  log.warn(`upstream ${reason} on ${method} ${url}`, String(error));
  return upstreamUnavailableError(reason, status);
}
