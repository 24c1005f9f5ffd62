/** What the api accepts as an `Idempotency-Key` (api/CONTRACT.md "Idempotency keys"). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The caller's own `Idempotency-Key` of a GraphQL request, when it sent a valid one: a client retrying a sign-up or
 * OTP send that timed out sends the same key again and the api replays its first answer. Null otherwise (the
 * gateway then makes one per operation).
 */
export function callerIdempotencyKey(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER);
  return key !== null && KEY_PATTERN.test(key) ? key : null;
}
