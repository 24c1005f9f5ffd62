import { describe, expect, it } from 'vitest';
import { upstreamAuthorization } from './auth.ts';

describe('upstreamAuthorization', () => {
  it("forwards the caller's bearer token", () => {
    expect(upstreamAuthorization('Bearer user-token', 'public')).toBe('Bearer user-token');
  });

  it.each([null, '', '   '])('uses the public token when the caller sends %j', (header) => {
    expect(upstreamAuthorization(header, 'dev-public-token')).toBe('Bearer dev-public-token');
  });
});
