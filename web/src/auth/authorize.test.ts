import { describe, expect, it, vi } from 'vitest';
import { createAuthorize } from './authorize';
import type { SignInOutcome } from './signInOutcome';

const parse = (raw: unknown) => (raw === 'good' ? { input: true } : null);
const viewer = { internalId: 'u-1', firstname: null, displayName: 'Guest', initial: 'G', email: 'a@example.com', emailVerified: false };

describe('createAuthorize', () => {
  it('fails with the spec message without calling the gateway when the fields are unusable', async () => {
    const signIn = vi.fn<(input: { input: boolean }) => Promise<SignInOutcome>>();
    const authorize = createAuthorize('password', parse, signIn);
    await expect(authorize('bad')).rejects.toThrow('Invalid username or password');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('throws the first user error of the gateway so signIn() reports it', async () => {
    const authorize = createAuthorize('otp', parse, async () => ({ ok: false, message: 'Invalid OTP' }));
    await expect(authorize('good')).rejects.toThrow('Invalid OTP');
  });

  it('falls back to the spec message when the gateway gives none', async () => {
    const authorize = createAuthorize('password', parse, async () => ({ ok: false, message: undefined }));
    await expect(authorize('good')).rejects.toThrow('Invalid username or password');
  });

  it('reports an unreachable gateway with the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const authorize = createAuthorize('password', parse, async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(authorize('good')).rejects.toThrow('Something unexpected happened or please try again later.');
  });

  it('returns the user with the api token and profile on success', async () => {
    const authorize = createAuthorize('password', parse, async () => ({
      ok: true,
      token: 'tok',
      expiresAt: '2030-01-01T00:00:00.000Z',
      viewer,
    }));
    await expect(authorize('good')).resolves.toEqual({
      id: 'u-1',
      apiToken: 'tok',
      apiTokenExpiresAt: '2030-01-01T00:00:00.000Z',
      firstname: null,
      displayName: 'Guest',
      initial: 'G',
      email: 'a@example.com',
      emailConfirmed: false,
    });
  });

  it("signs in at the gateway with the browser's address from next-auth's request", async () => {
    const signIn = vi.fn(async () => ({ ok: false, message: 'Invalid OTP' }) as const);
    const authorize = createAuthorize('otp', parse, signIn);
    await expect(authorize('good', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-client-ip': '6.6.6.6' } })).rejects.toThrow();
    expect(signIn).toHaveBeenCalledWith({ input: true }, { 'x-client-ip': '203.0.113.9', 'x-proxy-key': 'dev-gateway-proxy-key' });
  });
});
