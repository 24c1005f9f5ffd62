/** The refusals of `Idempotency-Key` (api/CONTRACT.md "Idempotency keys"). */
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
  reused: 'Idempotency-Key was already used with another request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
  unreadable: 'The stored answer for this Idempotency-Key cannot be read: send the request again with a new key',
} as const;
