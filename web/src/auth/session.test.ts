import { encode } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getApiToken } from './session';

const secret = 'unit-test-secret';
const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

async function requestWithSession(claims: Record<string, unknown>): Promise<Request> {
  const jwt = await encode({ token: claims, secret });
  return new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { cookie: `other=1; next-auth.session-token=${jwt}` },
    body: '{"query":"{ viewer { email } }"}',
  });
}

describe('getApiToken', () => {
  beforeEach(() => {
    vi.stubEnv('NEXTAUTH_SECRET', secret);
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the api token from the encrypted session cookie even after the body was read', async () => {
    const request = await requestWithSession({ sub: 'u-1', apiToken: 'tok-123', apiTokenExpiresAt: inAWeek });
    await request.text();
    await expect(getApiToken(request)).resolves.toBe('tok-123');
  });

  it('returns undefined for a visitor without a session cookie', async () => {
    await expect(getApiToken(new Request('http://localhost:3000/api/graphql'))).resolves.toBeUndefined();
  });

  it('returns undefined when the cookie was sealed with another secret', async () => {
    const jwt = await encode({ token: { apiToken: 'tok', apiTokenExpiresAt: inAWeek }, secret: 'someone-else' });
    const request = new Request('http://localhost:3000/', { headers: { cookie: `next-auth.session-token=${jwt}` } });
    await expect(getApiToken(request)).resolves.toBeUndefined();
  });

  it('returns undefined once the api token has expired', async () => {
    const request = await requestWithSession({ apiToken: 'tok', apiTokenExpiresAt: new Date(Date.now() - 1000).toISOString() });
    await expect(getApiToken(request)).resolves.toBeUndefined();
  });
});
