import type { Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { describe, expect, it, vi } from 'vitest';
import { createJwtCallback, SessionExpiredError, sessionCallback } from './callbacks';

const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

const user: User = {
  id: 'u-1',
  apiToken: 'api-token-secret-value',
  apiTokenExpiresAt: inAWeek,
  firstname: null,
  displayName: 'Guest',
  initial: 'G',
  email: 'asha@example.com',
  emailConfirmed: false,
};

const viewer = { internalId: 'u-1', firstname: 'Asha', displayName: 'Asha', initial: 'A', email: 'asha@example.com', emailVerified: true };

function defaultSession(expires: string): Session {
  return { user: { id: '', displayName: '', initial: '', email: '', emailConfirmed: true }, expires };
}

describe('jwt callback', () => {
  it('stores the api token and profile bits at sign-in', async () => {
    const jwt = createJwtCallback(vi.fn());
    const token = await jwt({ token: { name: null, email: 'asha@example.com', sub: 'u-1' }, user, trigger: 'signIn' });
    expect(token).toEqual({
      sub: 'u-1',
      email: 'asha@example.com',
      apiToken: 'api-token-secret-value',
      apiTokenExpiresAt: inAWeek,
      firstname: null,
      displayName: 'Guest',
      initial: 'G',
      emailConfirmed: false,
    });
  });

  it('re-reads the profile from the gateway on update', async () => {
    const lookup = vi.fn().mockResolvedValue(viewer);
    const jwt = createJwtCallback(lookup);
    const signedIn = await jwt({ token: {}, user });
    const updated = await jwt({ token: signedIn, trigger: 'update' });
    expect(lookup).toHaveBeenCalledWith('api-token-secret-value');
    expect(updated).toMatchObject({ displayName: 'Asha', initial: 'A', firstname: 'Asha', apiToken: 'api-token-secret-value', emailConfirmed: true });
  });

  it('does not call the gateway when the session is only read', async () => {
    const lookup = vi.fn();
    const jwt = createJwtCallback(lookup);
    const signedIn = await jwt({ token: {}, user });
    await jwt({ token: signedIn });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('keeps the current profile when the gateway cannot be reached on update', async () => {
    const jwt = createJwtCallback(vi.fn().mockRejectedValue(new Error('ECONNREFUSED')));
    const signedIn = await jwt({ token: {}, user });
    await expect(jwt({ token: signedIn, trigger: 'update' })).resolves.toEqual(signedIn);
  });

  it('ends the session when the gateway no longer knows the token', async () => {
    const jwt = createJwtCallback(vi.fn().mockResolvedValue(null));
    const signedIn = await jwt({ token: {}, user });
    await expect(jwt({ token: signedIn, trigger: 'update' })).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it('ends the session once the api token has expired', async () => {
    const jwt = createJwtCallback(vi.fn());
    const expired: JWT = { sub: 'u-1', apiToken: 'old', apiTokenExpiresAt: yesterday };
    await expect(jwt({ token: expired })).rejects.toBeInstanceOf(SessionExpiredError);
  });
});

describe('session callback', () => {
  const token: JWT = {
    sub: 'u-1',
    email: 'asha@example.com',
    apiToken: 'api-token-secret-value',
    apiTokenExpiresAt: inAWeek,
    firstname: 'Asha',
    displayName: 'Asha',
    initial: 'A',
    emailConfirmed: false,
  };

  it('exposes only id, display name, initial, e-mail and whether it is confirmed', () => {
    const farFuture = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const session = sessionCallback({ session: defaultSession(farFuture), token });
    expect(session).toEqual({
      user: { id: 'u-1', displayName: 'Asha', initial: 'A', email: 'asha@example.com', emailConfirmed: false },
      expires: inAWeek,
    });
  });

  it('never contains the api token anywhere in its JSON', () => {
    const session = sessionCallback({ session: defaultSession(inAWeek), token });
    expect(JSON.stringify(session)).not.toContain('api-token-secret-value');
    expect(JSON.stringify(session)).not.toContain('apiToken');
  });

  it('keeps next-auth expiry when it comes before the api token expiry', () => {
    const soon = new Date(Date.now() + 3600 * 1000).toISOString();
    expect(sessionCallback({ session: defaultSession(soon), token }).expires).toBe(soon);
  });
});
