import { describe, expect, it } from 'vitest';
import { callerIdempotencyKey } from './idempotency-key.ts';

const headers = (key?: string) => new Headers(key === undefined ? {} : { 'idempotency-key': key });

describe("the caller's Idempotency-Key", () => {
  it('is taken when it is one the api accepts', () => {
    expect(callerIdempotencyKey(headers('signup-2f6c1a9e'))).toBe('signup-2f6c1a9e');
  });

  it('is ignored when missing, too short, too long or with other characters (the gateway makes its own)', () => {
    for (const key of [undefined, 'short', 'k'.repeat(129), 'has space 123', 'semi;colon-123']) {
      expect(callerIdempotencyKey(headers(key))).toBeNull();
    }
  });
});
