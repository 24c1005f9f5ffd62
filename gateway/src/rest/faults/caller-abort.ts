/**
 * Whether a failed upstream call was the caller giving up rather than the upstream failing, so its breaker must
 * not count it: the call's signal (the operation's deadline, rest/faults/deadline.ts) ended it, and either
 * - it was aborted for any reason but the deadline (the operation cancelled its calls: a sibling failed, the
 *   client went away), or
 * - the deadline passed less than `stallMs` after the call started (the operation had spent its budget before:
 *   the upstream had no fair chance to answer).
 * A call the upstream kept for `stallMs` or more without answering is a real timeout, and counts.
 */
export function isCallerAbort(signal: AbortSignal | null | undefined, startedAt: number, stallMs: number, now = performance.now()): boolean {
  if (!signal?.aborted) return false;
  const reason: unknown = signal.reason;
  const deadlinePassed = reason instanceof Error && reason.name === 'TimeoutError';
  return !deadlinePassed || now - startedAt < stallMs;
}

/** A call the caller gave up on (see `isCallerAbort`): the breaker's errorFilter leaves it out of its failures. */
export class CallerAbortError extends Error {
  override readonly name = 'CallerAbortError';
  constructor(override readonly cause: unknown) {
    super('upstream call abandoned by its operation', { cause });
  }
}
