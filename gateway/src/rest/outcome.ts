import type { ZodType } from 'zod';

/** An expected refusal of a write or user route: the HTTP status and the api's `message`, never thrown. */
export interface RestFailure {
  ok: false;
  status: number;
  /** The api's `message`, when its body carried one. */
  message: string | null;
  /** Seconds from the `retry-after` header (429 answers), when present. */
  retryAfterSeconds: number | null;
  /** The refusal body's `data`, when it carried one (a lead held back by a limit carries its stored id there). */
  data?: unknown;
}

export interface RestSuccess<T> {
  ok: true;
  value: T;
}

/** The answer of a route whose refusals the caller maps (to `userErrors`) instead of throwing. */
export type RestOutcome<T> = RestSuccess<T> | RestFailure;

/** Whose token goes upstream: the caller's (user routes, marked 🔒 in CONTRACT.md) or the public one. */
export type UpstreamIdentity = 'caller' | 'public';

export interface SendRequest<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON, or a FormData sent as multipart/form-data (uploads: rest/files/upload-form.ts). */
  body?: unknown;
  /** The schema of the whole 2xx body. */
  answer: ZodType<T>;
  as: UpstreamIdentity;
  /**
   * A POST the api must not act on twice (sign-up, OTP send): it carries an `Idempotency-Key`, and so may be
   * retried once like a GET after a network failure or a 5xx.
   */
  idempotent?: boolean;
}

/** `retry-after` in seconds (the api sends delta-seconds); null when absent or not a number. */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header.trim());
}

/** Applies `map` to a success's value; a failure passes through unchanged. */
export function mapSuccess<T, U>(outcome: RestOutcome<T>, map: (value: T) => U): RestOutcome<U> {
  return outcome.ok ? { ok: true, value: map(outcome.value) } : outcome;
}
