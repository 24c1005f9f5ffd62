import { describe, expect, it } from 'vitest';
import { callerUserToken, upstreamAuthorization } from './auth.ts';

describe('upstreamAuthorization', () => {
  it("forwards the caller's bearer token", () => {
    expect(upstreamAuthorization('Bearer user-token', 'public')).toBe('Bearer user-token');
  });

  it.each([null, '', '   '])('uses the public token when the caller sends %j', (header) => {
    expect(upstreamAuthorization(header, 'dev-public-token')).toBe('Bearer dev-public-token');
  });
});

describe('callerUserToken', () => {
  it.each(['Bearer user-token', 'bearer  user-token', 'user-token'])('reads the user token from %j', (header) => {
    expect(callerUserToken(header, 'public')).toBe('user-token');
  });

  it.each([null, '', 'Bearer ', 'Bearer public', 'public'])('finds no user in %j', (header) => {
    expect(callerUserToken(header, 'public')).toBeNull();
  });
});
